#!/usr/bin/env python3
"""Measures text widths with Pillow the way a Python user would (ImageFont.getlength with the
raqm layout engine: HarfBuzz shaping, FriBiDi), over the same (text, font file, face index,
language) list the segqa benchmark uses. Prints one number: measurements per second (best of
five trials). Used by segqa-bench; run by hand: pillow-rate.py pairs.json SECONDS."""
import json
import sys
import time

from PIL import ImageFont, features

pairs = json.load(open(sys.argv[1]))
seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 2.0
if not features.check("raqm"):
    print("no-raqm")
    sys.exit(0)
fonts = {}
for p in pairs:
    key = (p["file"], p["index"])
    if key not in fonts:
        fonts[key] = ImageFont.truetype(p["file"], size=13, index=p["index"], layout_engine=ImageFont.Layout.RAQM)
work = [(fonts[(p["file"], p["index"])], p["text"], p["language"]) for p in pairs]
for font, text, language in work:  # warm-up
    font.getlength(text, language=language)
best = 0.0
for _ in range(5):
    start = time.perf_counter()
    calls = 0
    while time.perf_counter() - start < seconds / 5:
        for font, text, language in work:
            font.getlength(text, language=language)
        calls += len(work)
    best = max(best, calls / (time.perf_counter() - start))
print(f"{best:.0f}")
