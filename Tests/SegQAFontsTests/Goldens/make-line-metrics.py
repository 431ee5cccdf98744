#!/usr/bin/env python3
"""Writes line-metrics.json: each face's hhea ascender, descender and line gap and its head
unitsPerEm, read straight from the font files' bytes (independent of segqa, FreeType and
HarfBuzz). Apple's text system spaces lines by hhea; segqa's wrapping must read the same.

Re-run after a font upgrade:  python3 Tests/SegQAFontsTests/Goldens/make-line-metrics.py
"""
import json, os, struct

HERE = os.path.dirname(os.path.abspath(__file__))
FACES = [
    ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
    ("/usr/share/fonts/opentype/inter/Inter-Bold.otf", 0),
    ("/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf", 0),
    ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0),
    ("/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", 0),
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0),
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2),
]


def tables(data, index):
    """The sfnt's table directory (of the index-th face of a collection): tag → offset."""
    offset = 0
    if data[:4] == b"ttcf":
        offset = struct.unpack(">I", data[12 + 4 * index:16 + 4 * index])[0]
    count = struct.unpack(">H", data[offset + 4:offset + 6])[0]
    result = {}
    for i in range(count):
        tag, _, table_offset, _ = struct.unpack(">4sIII", data[offset + 12 + 16 * i:offset + 28 + 16 * i])
        result[tag.decode("latin-1")] = table_offset
    return result


rows = []
for path, index in FACES:
    if not os.path.exists(path):
        continue
    with open(path, "rb") as f:
        data = f.read()
    found = tables(data, index)
    units = struct.unpack(">H", data[found["head"] + 18:found["head"] + 20])[0]
    # hhea: version (4 bytes), ascender, descender, lineGap (FWORD, signed).
    ascender, descender, gap = struct.unpack(">hhh", data[found["hhea"] + 4:found["hhea"] + 10])
    rows.append({"file": path, "index": index, "unitsPerEm": units, "ascender": ascender,
                 "descender": descender, "lineGap": gap})

with open(os.path.join(HERE, "line-metrics.json"), "w") as out:
    json.dump(rows, out, indent=1, sort_keys=True)
    out.write("\n")
print(f"{len(rows)} faces")
