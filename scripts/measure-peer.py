#!/usr/bin/env python3
"""The peers of `segqa measure --jsonl`, end to end in one process as a Python user would write
them: read JSON Lines ({"text", "fontFile", "fontIndex", "size", "locale"}) from standard input,
measure each text, write one JSON line ({"text", "width"}) per input line.

  measure-peer.py uharfbuzz   a plain uharfbuzz loop: one hb.Font per file, buffer, shape, sum
                              advances (no bidi, no script itemization, no fallback)
  measure-peer.py pillow      Pillow's ImageFont.getlength with the raqm layout engine (HarfBuzz
                              shaping and FriBiDi bidi, no fallback)

Used by segqa-bench, which compares them with segqa on the same input."""
import json
import sys


def main():
    which = sys.argv[1]
    out = sys.stdout
    if which == "uharfbuzz":
        import uharfbuzz as hb

        fonts = {}

        def width(text, path, index, size, locale):
            key = (path, index)
            font = fonts.get(key)
            if font is None:
                with open(path, "rb") as f:
                    face = hb.Face(hb.Blob(f.read()), index)
                font = fonts[key] = (hb.Font(face), face.upem)
            buf = hb.Buffer()
            buf.add_str(text)
            buf.guess_segment_properties()
            buf.language = locale
            hb.shape(font[0], buf)
            return sum(p.x_advance for p in buf.glyph_positions) * size / font[1]

    elif which == "pillow":
        from PIL import ImageFont, features

        if not features.check("raqm"):
            sys.exit("Pillow has no raqm")
        fonts = {}

        def width(text, path, index, size, locale):
            key = (path, index, size)
            font = fonts.get(key)
            if font is None:
                # Pillow takes whole pixels: laid out at 64× and scaled back, as segqa's widths are fractional.
                font = fonts[key] = ImageFont.truetype(path, size=int(size * 64), index=index, layout_engine=ImageFont.Layout.RAQM)
            return font.getlength(text, language=locale) / 64

    else:
        sys.exit("usage: measure-peer.py uharfbuzz|pillow < lines.jsonl")
    for line in sys.stdin:
        request = json.loads(line)
        w = width(request["text"], request["fontFile"], request.get("fontIndex", 0), request.get("size", 13), request.get("locale", "en"))
        out.write(json.dumps({"text": request["text"], "width": round(w, 4)}, ensure_ascii=False) + "\n")


main()
