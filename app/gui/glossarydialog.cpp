#include "app/gui/glossarydialog.h"
#include "app/gui/windowfit.h"

#include "core/common/csv.h"

#include <QDialogButtonBox>
#include <QLineEdit>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cp::gui {

QList<GlossaryEntry> loadGlossary(const QString &language)
{
    const auto table = CsvTable::read(QStringLiteral(":/help/glossary.csv"));
    QList<GlossaryEntry> entries;
    if (!table)
        return entries;
    const bool zh = language == QLatin1String("zh_CN");
    for (qsizetype r = 0; r < table->rowCount(); ++r) {
        entries.append({ table->field(r, QStringLiteral("id")),
            table->field(r, zh ? QStringLiteral("term_zh") : QStringLiteral("term_en")),
            table->field(r, zh ? QStringLiteral("definition_zh") : QStringLiteral("definition_en")) });
    }
    return entries;
}

GlossaryDialog::GlossaryDialog(const QString &language, QWidget *parent)
    : QDialog(parent)
    , m_entries(loadGlossary(language))
{
    setWindowTitle(tr("Glossary"));
    setObjectName(QStringLiteral("glossaryDialog"));
    auto *layout = new QVBoxLayout(this);
    m_search = new QLineEdit;
    m_search->setPlaceholderText(tr("Filter terms"));
    m_search->setClearButtonEnabled(true);
    m_browser = new QTextBrowser;
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    layout->addWidget(m_search);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_search, &QLineEdit::textChanged, this, &GlossaryDialog::render);
    resize(windowfit::fittedSize(QSize(720, 640), windowfit::availableGeometry(this)));
    render();
}

void GlossaryDialog::setFilter(const QString &text) { m_search->setText(text); }

QString GlossaryDialog::html() const { return m_browser->toHtml(); }

void GlossaryDialog::render()
{
    const QString filter = m_search->text().trimmed();
    QString html;
    for (const GlossaryEntry &e : m_entries) {
        if (!filter.isEmpty() && !e.term.contains(filter, Qt::CaseInsensitive)
            && !e.definition.contains(filter, Qt::CaseInsensitive))
            continue;
        html += QStringLiteral("<h3><a name=\"%1\">%2</a></h3><p>%3</p>")
                    .arg(e.id, e.term.toHtmlEscaped(), e.definition.toHtmlEscaped());
    }
    m_browser->setHtml(html);
}

} // namespace cp::gui
