#pragma once
// The guide's serving example (issue 20): one 70B model served on PCIe, NVLink and HCCS cards.

#include <QLocale>
#include <QString>

namespace cp::explain {

/// "## 8. Serving a 70B model: L40S vs H20 vs Ascend 910B" as Markdown, computed by the serving engine.
QString servingWorkedExample(const QLocale &locale);

} // namespace cp::explain
