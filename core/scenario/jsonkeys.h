#pragma once
// A strict look at JSON text that QJsonDocument cannot give: keys repeated in one object
// (QJsonDocument keeps the last value and says nothing). One pass over the bytes, no
// recursion, nesting limited, so hostile files cost linear time and bounded memory.

#include "core/common/error.h"

#include <QByteArray>

namespace cp::cplan {

/// Deepest nesting of objects and lists looked at; a scenario file needs 4.
constexpr int kMaxJsonDepth = 64;
/// At most this many problems are reported (a hostile file could hold millions).
constexpr int kMaxJsonKeyErrors = 20;

/// Every key that appears more than once in the same object, as an error at its path
/// ("training.seq_len", "prices[1].key": "duplicate key: ..."), and nesting deeper than
/// kMaxJsonDepth. Keys are compared after unescaping ("a\u0062" repeats "ab"). Meant for text
/// QJsonDocument has parsed without error; on other text it stops at the first thing it cannot
/// read and reports what it found until then.
Errors duplicateKeys(const QByteArray &json);

} // namespace cp::cplan
