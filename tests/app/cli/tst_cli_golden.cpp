// The CLI's output is a contract: every line of tests/data/cli-golden/cases.txt (the README's
// examples, the samples through plan and tco, and the flags and refusals of estimate, plan, serve,
// tco and calibrate) must print exactly what its golden file holds - exit code, standard output and
// standard error, byte for byte. The files were written by regenerate.sh from the binary before
// the CLI built a Scenario (issue 41); they change only on purpose, by running that script.
#include "tests/app/cli/clirunner.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kGoldenDir = QStringLiteral(CP_TEST_DATA_DIR "/cli-golden");
const QString kSamplesDir = QStringLiteral(CP_SHARED_DATA_DIR "/../samples");

struct Case {
    QString name;
    QString args;
};

QList<Case> cases()
{
    QFile file(kGoldenDir + QStringLiteral("/cases.txt"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Case> out;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype space = line.indexOf(QLatin1Char(' '));
        out << Case { line.left(space), line.mid(space + 1) };
    }
    return out;
}

/// What regenerate.sh masks, masked the same way.
QString masked(QString text, const QString &tmp, const QString &samples)
{
    static const QRegularExpression created(QStringLiteral("\"created_(at|by)\": *\"[^\"]*\""));
    text.replace(tmp, QStringLiteral("@TMP@")).replace(samples, QStringLiteral("@SAMPLES@"));
    return text.replace(created, QStringLiteral("\"created_\\1\": \"@MASKED@\""));
}

} // namespace

class TestCliGolden : public QObject {
    Q_OBJECT
private slots:
    void everyCaseIsListed();
    void outputIsTheGoldenFile();

private:
    QTemporaryDir m_tmp;
};

void TestCliGolden::everyCaseIsListed()
{
    const QList<Case> all = cases();
    QVERIFY2(all.size() >= 80, "tests/data/cli-golden/cases.txt is missing or short");
    QSet<QString> names;
    for (const Case &c : all) {
        QVERIFY2(!names.contains(c.name), qPrintable(c.name));
        names.insert(c.name);
        QVERIFY2(QFile::exists(kGoldenDir + QLatin1Char('/') + c.name + QStringLiteral(".txt")), qPrintable(c.name));
    }
}

// One function over every case, in the file's order: the calibrate lines share one library.
void TestCliGolden::outputIsTheGoldenFile()
{
    QVERIFY(m_tmp.isValid());
    const QString samples = QDir(kSamplesDir).canonicalPath();
    const QString tmp = QDir(m_tmp.path()).canonicalPath();
    QStringList drifted;
    for (const Case &c : cases()) {
        QString args = c.args;
        args.replace(QStringLiteral("@SAMPLES@"), samples).replace(QStringLiteral("@TMP@"), tmp);
        const CliResult r = runCli(args.split(QLatin1Char(' '), Qt::SkipEmptyParts));
        const QString got = masked(QStringLiteral("exit %1\n--- stdout\n%2--- stderr\n%3").arg(r.exitCode).arg(r.out, r.err), tmp, samples);
        QFile file(kGoldenDir + QLatin1Char('/') + c.name + QStringLiteral(".txt"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(c.name));
        const QString want = QString::fromUtf8(file.readAll());
        if (got != want) {
            drifted << c.name;
            qWarning().noquote() << "--- drift in" << c.name << "\nwant:\n"
                                 << want.left(3000) << "\ngot:\n"
                                 << got.left(3000);
        }
    }
    QVERIFY2(drifted.isEmpty(), qPrintable(QStringLiteral("the CLI's output changed for %1; if that is meant, run "
                                                          "tests/data/cli-golden/regenerate.sh build/app/cli/computeplanner-cli")
                                               .arg(drifted.join(QStringLiteral(", ")))));
}

QTEST_GUILESS_MAIN(TestCliGolden)
#include "tst_cli_golden.moc"
