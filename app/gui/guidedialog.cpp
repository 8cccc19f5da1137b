#include "app/gui/guidedialog.h"
#include "app/gui/windowfit.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cp::gui {

GuideDialog::GuideDialog(const QString &language, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("User Guide: Worked Examples"));
    setObjectName(QStringLiteral("guideDialog"));
    QFile file(QStringLiteral(":/help/worked-examples_%1.md").arg(language == QLatin1String("zh_CN") ? language : QStringLiteral("en")));
    if (file.open(QIODevice::ReadOnly))
        m_markdown = QString::fromUtf8(file.readAll());
    auto *layout = new QVBoxLayout(this);
    m_browser = new QTextBrowser;
    m_browser->setOpenExternalLinks(false);
    m_browser->setMarkdown(m_markdown);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(windowfit::fittedSize(QSize(960, 760), windowfit::availableGeometry(this)));
}

} // namespace cp::gui
