#include "app/gui/preferencesdialog.h"

#include "app/gui/dialogs.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

namespace cp::gui {

PreferencesDialog::PreferencesDialog(const QString &language, const QString &databasePath, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    m_languageLabel = new QLabel;
    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("preferencesLanguage"));
    // Each language is named in itself, so a user can find theirs whatever the UI shows.
    m_language->addItem(QStringLiteral("中文（简体）"), QStringLiteral("zh_CN"));
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->setCurrentIndex(qMax(0, m_language->findData(language)));
    m_languageLabel->setBuddy(m_language);

    m_databaseLabel = new QLabel;
    m_database = new QLineEdit(QDir::toNativeSeparators(databasePath));
    m_database->setObjectName(QStringLiteral("preferencesDatabase"));
    m_database->setMinimumWidth(m_database->fontMetrics().averageCharWidth() * 50);
    m_databaseLabel->setBuddy(m_database);
    m_browse = new QToolButton;
    m_browse->setText(QStringLiteral("…"));
    m_hint = new QLabel;
    m_hint->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);

    auto *grid = new QGridLayout;
    grid->addWidget(m_languageLabel, 0, 0);
    grid->addWidget(m_language, 0, 1, 1, 2);
    grid->addWidget(m_databaseLabel, 1, 0);
    grid->addWidget(m_database, 1, 1);
    grid->addWidget(m_browse, 1, 2);
    grid->addWidget(m_hint, 2, 1, 1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addStretch();
    layout->addWidget(m_buttons);

    connect(m_browse, &QToolButton::clicked, this, &PreferencesDialog::browse);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
}

QString PreferencesDialog::language() const { return m_language->currentData().toString(); }
QString PreferencesDialog::databasePath() const { return QDir::fromNativeSeparators(m_database->text().trimmed()); }

void PreferencesDialog::retranslateUi()
{
    setWindowTitle(tr("Preferences"));
    m_languageLabel->setText(tr("&Language:"));
    m_databaseLabel->setText(tr("Scenario &library:"));
    m_browse->setToolTip(tr("Choose the library file"));
    m_hint->setText(tr("The language changes at once. A different library file is opened (or created) when you press OK; "
                       "the current one is kept as it is."));
}

void PreferencesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void PreferencesDialog::browse()
{
    const QString path = dialogs::saveFileName(this, tr("Scenario Library"), databasePath(),
        tr("Scenario library (*.sqlite);;All files (*)"));
    if (!path.isEmpty())
        m_database->setText(QDir::toNativeSeparators(path));
}

} // namespace cp::gui
