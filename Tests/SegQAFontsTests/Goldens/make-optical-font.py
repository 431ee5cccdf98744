#!/usr/bin/env python3
"""Writes a variable face with an optical-size axis, for the goldens and the test that reads them.

No Debian font has an `opsz` axis, so this derives one from Inter's variable roman
(fonts-inter-variable): its weight axis is renamed `opsz` and given the range 8…32 pt with its
default at 17, so the same glyph deltas now vary with the optical size (thin at 8 pt, black at
32 pt). The family becomes "SegQA Optical Sans"; named instances and STAT, which name weights,
are dropped. Deterministic: same fontTools, same bytes.

Usage: make-optical-font.py OUTPUT.ttf
"""
import sys
from fontTools.ttLib import TTFont

SOURCE = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"


def main():
    font = TTFont(SOURCE)
    (axis,) = [a for a in font["fvar"].axes if a.axisTag == "wght"]
    axis.axisTag, axis.minValue, axis.defaultValue, axis.maxValue = "opsz", 8.0, 17.0, 32.0
    font["fvar"].instances = []
    if "STAT" in font:
        del font["STAT"]
    for record in font["name"].names:
        if record.nameID in (1, 16, 4):
            record.string = "SegQA Optical Sans"
        elif record.nameID in (6, 25):
            record.string = "SegQAOpticalSans"
    font.save(sys.argv[1])


if __name__ == "__main__":
    main()
