#!/usr/bin/env python3
"""Writes exemplar-advances.json with HarfBuzz's own hb-shape (Debian libharfbuzz-bin): the
advance of each English exemplar letter (CLDR's a-z) alone in DejaVu Sans, in font units, the
advances of the fixture's titles the hand-computed budgets subtract, and the face's unitsPerEm
read from its 'head' table. Independent of segqa: the budget test divides
the room it computed by hand by the mean of these.

Re-run after a font or HarfBuzz upgrade:  python3 Tests/SegQACLITests/Fixtures/Budgets/make-exemplar-advances.py
"""
import json, os, struct, subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def units_per_em(path):
    with open(path, "rb") as f:
        data = f.read()
    for i in range(struct.unpack(">H", data[4:6])[0]):
        tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        if tag == b"head":
            return struct.unpack(">H", data[offset + 18:offset + 20])[0]
    raise SystemExit("no head table")


def advance(text, language="en"):
    out = subprocess.run(
        ["hb-shape", f"--language={language}", "--script=Latn", "--direction=ltr", "--output-format=json",
         "--no-glyph-names", FONT, "--", text], check=True, capture_output=True, text=True).stdout
    return sum(glyph["ax"] for glyph in json.loads(out))


letters = "abcdefghijklmnopqrstuvwxyz"
titles = {"en": ["Dark"], "de": ["Dunkel"]}
result = {"font": FONT, "unitsPerEm": units_per_em(FONT), "advances": {c: advance(c) for c in letters},
          "titles": {lang: {t: advance(t, lang) for t in texts} for lang, texts in titles.items()}}
with open(os.path.join(HERE, "exemplar-advances.json"), "w") as f:
    json.dump(result, f, indent=1, sort_keys=True)
    f.write("\n")
