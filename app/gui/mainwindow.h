#pragma once

#include <QMainWindow>

class QLineEdit;
class QListWidget;

namespace cp::gui {

/// The planner's main window: scenario library on the left, the open plan on the right.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

private:
    void createActions();
    QLineEdit *m_search = nullptr;
    QListWidget *m_library = nullptr;
};

} // namespace cp::gui
