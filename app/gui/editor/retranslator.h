#pragma once
// Keeps the text setters of a widget's labels so retranslateUi() can re-run them after a
// language switch. The lambdas call tr() with literals, so lupdate sees every string.

#include <QAbstractButton>
#include <QGroupBox>
#include <QLabel>

#include <functional>
#include <utility>

namespace cp::gui {

class Retranslator {
public:
    void add(std::function<void()> apply)
    {
        apply();
        m_apply.push_back(std::move(apply));
    }
    template<class W>
    W *text(W *widget, std::function<QString()> text)
    {
        add([widget, text] { widget->setText(text()); });
        return widget;
    }
    QGroupBox *title(QGroupBox *box, std::function<QString()> text)
    {
        add([box, text] { box->setTitle(text()); });
        return box;
    }
    void run() const
    {
        for (const auto &f : m_apply)
            f();
    }

private:
    std::vector<std::function<void()>> m_apply;
};

} // namespace cp::gui
