#pragma once
// The environment for a process run under strace (fault injection). LeakSanitizer stops with a
// fatal error when its process is traced (it uses ptrace itself), so in the asan preset a traced
// process runs without leak detection; every untraced test keeps it.

#include <QProcessEnvironment>
#include <QString>

namespace cp::test {

inline QProcessEnvironment tracedEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString asan = env.value(QStringLiteral("ASAN_OPTIONS"));
    env.insert(QStringLiteral("ASAN_OPTIONS"), asan.isEmpty() ? QStringLiteral("detect_leaks=0") : asan + QStringLiteral(":detect_leaks=0"));
    return env;
}

} // namespace cp::test
