#pragma once
// Help → Glossary: the terms used in the app, in the UI language (translations/glossary.csv).

#include <QDialog>

class QLineEdit;
class QTextBrowser;

namespace cp::gui {

struct GlossaryEntry {
    QString id;
    QString term;
    QString definition;
};

/// The glossary in a language ("zh_CN" or "en"), from the compiled-in translations/glossary.csv.
QList<GlossaryEntry> loadGlossary(const QString &language);

class GlossaryDialog : public QDialog {
    Q_OBJECT
public:
    explicit GlossaryDialog(const QString &language, QWidget *parent = nullptr);
    void setFilter(const QString &text);
    QString html() const;

private:
    void render();
    QList<GlossaryEntry> m_entries;
    QLineEdit *m_search = nullptr;
    QTextBrowser *m_browser = nullptr;
};

} // namespace cp::gui
