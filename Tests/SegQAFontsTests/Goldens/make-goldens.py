#!/usr/bin/env python3
"""Writes the measurement goldens with HarfBuzz's own command-line tool, hb-shape.

Independent of segqa: hb-shape (Debian libharfbuzz-bin) shapes each string at its default
size, one unit per font unit, and this script sums the x advances and scales them by
size / unitsPerEm, reading unitsPerEm from the font's 'head' table itself.

Re-run after a font or HarfBuzz upgrade:  python3 Tests/SegQAFontsTests/Goldens/make-goldens.py
"""
import json, os, struct, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES = [13, 17]
FACES = {
    "inter": [("/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0), ("/usr/share/fonts/opentype/inter/Inter-Bold.otf", 0)],
    "noto": [("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", 0), ("/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf", 0)],
    "dejavu": [("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0), ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 0)],
    "noto-arabic": [("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", 0), ("/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf", 0)],
    "noto-hebrew": [("/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", 0), ("/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf", 0)],
    "noto-devanagari": [("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", 0), ("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf", 0)],
    "noto-bengali": [("/usr/share/fonts/truetype/noto/NotoSansBengali-Regular.ttf", 0), ("/usr/share/fonts/truetype/noto/NotoSansBengali-Bold.ttf", 0)],
    "noto-thai": [("/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf", 0), ("/usr/share/fonts/truetype/noto/NotoSansThai-Bold.ttf", 0)],
    "cjk-jp": [("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0), ("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", 0)],
    "cjk-kr": [("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 1), ("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", 1)],
    "cjk-sc": [("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2), ("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", 2)],
    "cjk-tc": [("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 3), ("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", 3)],
}


def units_per_em(path, index):
    """Reads head.unitsPerEm straight from the sfnt (or the index-th face of a collection)."""
    with open(path, "rb") as f:
        data = f.read()
    offset = 0
    if data[:4] == b"ttcf":
        offset = struct.unpack(">I", data[12 + 4 * index:16 + 4 * index])[0]
    num_tables = struct.unpack(">H", data[offset + 4:offset + 6])[0]
    for i in range(num_tables):
        record = offset + 12 + 16 * i
        tag, _, table_offset, _ = struct.unpack(">4sIII", data[record:record + 16])
        if tag == b"head":
            return struct.unpack(">H", data[table_offset + 18:table_offset + 20])[0]
    raise SystemExit(f"{path}: no head table")


def shape(path, index, text, script, direction, language, variations=None):
    """Sum of x advances in font units, from hb-shape's JSON output."""
    extra = [f"--variations={variations}"] if variations else []
    out = subprocess.run(
        ["hb-shape", f"--face-index={index}", f"--script={script}", f"--direction={direction}",
         f"--language={language}", "--output-format=json", "--no-glyph-names"] + extra + [path, "--", text],
        check=True, capture_output=True, text=True).stdout
    return sum(glyph["ax"] for glyph in json.loads(out))


# Variable faces: Inter's variable roman at weights between and beyond its named instances
# (950 is past the axis, which ends at 900), by file and as named instance 4 (index 5 << 16,
# "Medium", set to other weights); and a face whose opsz axis follows the size.
VARIABLE = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
WEIGHTS = [100, 250, 400, 510, 590, 600, 650, 860, 950]
OPTICAL_SIZES = [8, 11, 13, 17, 22, 32]


def variable_rows(spec):
    texts = [(text, language, entry["script"]) for group in ("latin", "cyrillic", "greek")
             for entry in [spec[group]] for language, strings in entry["strings"].items() for text in strings]
    rows = []
    upem = units_per_em(VARIABLE, 0)
    for text, language, script in texts:
        for weight in WEIGHTS:
            units = shape(VARIABLE, 0, text, script, "ltr", language, f"wght={weight}")
            for index in (0, 5 << 16):
                rows.append({"font": "inter-variable", "file": VARIABLE, "index": index, "weight": weight,
                             "text": text, "language": language, "size": 13,
                             "width": round(units * 13 / upem, 6)})
    with tempfile.TemporaryDirectory() as folder:
        optical = os.path.join(folder, "optical.ttf")
        subprocess.run([sys.executable, os.path.join(HERE, "make-optical-font.py"), optical], check=True)
        for text, language, script in texts:
            for size in OPTICAL_SIZES:
                units = shape(optical, 0, text, script, "ltr", language, f"opsz={size}")
                rows.append({"font": "optical", "index": 0, "weight": 400, "text": text, "language": language,
                             "size": size, "width": round(units * size / upem, 6)})
    return rows


def main():
    version = subprocess.run(["hb-shape", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    spec = json.load(open(os.path.join(HERE, "strings.json"), encoding="utf-8"))
    rows = []
    for group, entry in spec.items():
        for language, strings in entry["strings"].items():
            for text in strings:
                for face_name in entry["faces"]:
                    for path, index in FACES[face_name]:
                        upem = units_per_em(path, index)
                        units = shape(path, index, text, entry["script"], entry["direction"], language)
                        for size in SIZES:
                            rows.append({"group": group, "text": text, "language": language, "script": entry["script"],
                                         "direction": entry["direction"], "file": path, "index": index, "size": size,
                                         "units": units, "upem": upem, "width": round(units * size / upem, 6)})
    with open(os.path.join(HERE, "widths.jsonl"), "w", encoding="utf-8") as out:
        out.write(json.dumps({"generator": "make-goldens.py", "oracle": version}, ensure_ascii=False) + "\n")
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")

    variable = variable_rows(spec)
    with open(os.path.join(HERE, "variable-widths.jsonl"), "w", encoding="utf-8") as out:
        out.write(json.dumps({"generator": "make-goldens.py", "oracle": version}, ensure_ascii=False) + "\n")
        for row in variable:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")

    mixed = json.load(open(os.path.join(HERE, "mixed.json"), encoding="utf-8"))
    cases = []
    for case in mixed["cases"]:
        runs = []
        for run in case["runs"]:
            upem = units_per_em(run["face"], run["index"])
            units = shape(run["face"], run["index"], run["text"], run["script"], run["direction"], case["locale"])
            runs.append(dict(run, width=round(units * mixed["size"] / upem, 6)))
        cases.append({"locale": case["locale"], "text": "".join(r["text"] for r in case["runs"]), "runs": runs})
    with open(os.path.join(HERE, "mixed-widths.json"), "w", encoding="utf-8") as out:
        json.dump({"oracle": version, "family": mixed["family"], "size": mixed["size"], "cases": cases}, out,
                  ensure_ascii=False, indent=1)
        out.write("\n")
    print(f"{len(variable)} variable-face widths;", end=" ")
    print(f"{len(rows)} widths from {sum(len(v) for e in spec.values() for v in e['strings'].values())} strings, "
          f"{len(cases)} mixed cases ({version})")


if __name__ == "__main__":
    main()
