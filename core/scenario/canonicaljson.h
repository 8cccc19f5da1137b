#pragma once
// Deterministic JSON text: keys sorted, two-space indent, one value per line, numbers written
// as integers when they are whole (|x| < 2^53) and otherwise in the shortest form that reads back
// to the same double. The same value always gives the same bytes, so export → import → export
// of a scenario is byte-identical.

#include <QByteArray>
#include <QJsonValue>

namespace cp {

/// UTF-8 text of the value followed by a newline. NaN and infinities become null.
QByteArray canonicalJson(const QJsonValue &value);

} // namespace cp
