#pragma once
// An inline message bar (errors and notices shown in the window, not in modal boxes).

#include <QWidget>

class QLabel;
class QToolButton;

namespace cp::gui {

class MessageBar : public QWidget {
    Q_OBJECT
public:
    enum class Kind { Info,
        Warning,
        Error };
    explicit MessageBar(QWidget *parent = nullptr);

    void showMessage(const QString &text, Kind kind = Kind::Info);
    QString text() const;
    Kind kind() const { return m_kind; }

private:
    QLabel *m_label = nullptr;
    QToolButton *m_close = nullptr;
    Kind m_kind = Kind::Info;
};

} // namespace cp::gui
