#pragma once
// Repairs the ToUnicode maps of a PDF written by QPdfWriter so its Chinese text copies and
// searches as it reads.

#include <QByteArray>

namespace cp::exports {

/// Qt's PDF engine gives each glyph of an embedded font the first character (in code order) its
/// font maps to that glyph. In Noto Sans CJK the Kangxi and supplementary radicals (U+2E80 to
/// U+2FDF) share their glyphs with the ideographs, so "算力" comes back as "算⼒" (U+2F12) and a
/// search for 力 misses it; a space comes back as a tab (U+0009). This rewrites each such
/// target in the (uncompressed) ToUnicode streams to the ideograph the CJK font draws with the
/// same glyph, and the tab to a space. Targets keep their length, so no offset moves; a
/// consecutive range whose first target is a radical is left as it is (it would need a
/// longer stream). Returns the number of targets rewritten.
int repairToUnicode(QByteArray &pdf);

} // namespace cp::exports
