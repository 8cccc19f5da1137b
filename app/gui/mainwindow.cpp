#include "app/gui/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

namespace cp::gui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Compute Planner"));
    setObjectName(QStringLiteral("MainWindow"));

    auto *libraryPane = new QWidget;
    auto *libraryLayout = new QVBoxLayout(libraryPane);
    m_search = new QLineEdit;
    m_search->setObjectName(QStringLiteral("librarySearch"));
    m_search->setPlaceholderText(tr("Search scenarios"));
    m_search->setClearButtonEnabled(true);
    m_library = new QListWidget;
    m_library->setObjectName(QStringLiteral("libraryList"));
    libraryLayout->addWidget(new QLabel(tr("Scenario library")));
    libraryLayout->addWidget(m_search);
    libraryLayout->addWidget(m_library);

    auto *planPane = new QLabel(tr("Open a scenario from the library, or create a new plan."));
    planPane->setObjectName(QStringLiteral("planPlaceholder"));
    planPane->setAlignment(Qt::AlignCenter);

    auto *splitter = new QSplitter;
    splitter->addWidget(libraryPane);
    splitter->addWidget(planPane);
    splitter->setStretchFactor(1, 3);
    setCentralWidget(splitter);

    createActions();
    statusBar()->showMessage(tr("Ready"));
    resize(1280, 800);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);
}

} // namespace cp::gui
