#pragma once
// The Markdown tables of the user guide's worked examples (guide.cpp, guide_memory.cpp,
// guide_tco.cpp, guide_serve.cpp): one writer of a row and of a header with its rule.

#include <QString>
#include <QStringList>

namespace cp::explain {

/// "| a | b |" and a newline.
inline QString tableRow(const QStringList &cells)
{
    return QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
}

/// The header row and the rule under it ("| --- | --- |").
inline QString tableHeader(const QStringList &cells)
{
    QStringList rule;
    for (qsizetype i = 0; i < cells.size(); ++i)
        rule << QStringLiteral("---");
    return tableRow(cells) + tableRow(rule);
}

} // namespace cp::explain
