#include "core/catalog/catalog.h"
#include "core/scenario/canonicaljson.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "tests/common/files.h"
#include "tests/common/jsonpath.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

class TestCplan : public QObject {
    Q_OBJECT
private slots:
    void everySampleTextIsTranslatable();
    void everySampleRoundTripsByteIdentical_data();
    void everySampleRoundTripsByteIdentical();
    void fileRoundTripThroughDiskIsByteIdentical();
    void everyFieldSurvivesARoundTrip();
    void canonicalNumbers_data();
    void canonicalNumbers();
    void keysAreSortedWhateverTheInputOrder();
    void wrongTypesAreReportedWithPaths_data();
    void wrongTypesAreReportedWithPaths();
    void everyProblemIsReportedAtOnce();
    void tooLargeIsRefusedBeforeParsing();
    void tooLargeFileIsRefused();
    void newerSchemaIsRefused();
    void notAScenarioFile_data();
    void notAScenarioFile();
    void missingFieldsTakeDefaults();
    void duplicateKeysAreRefused_data();
    void duplicateKeysAreRefused();
    void sameKeyInOtherObjectsIsNoDuplicate();
    void duplicateKeyScanIsBounded();
    void missingRequiredPartsAreRefused_data();
    void missingRequiredPartsAreRefused();
    void defaultsUsedAreNoted();
    void completeFileHasNoNotes();
    void libraryRowsUnderOlderRulesOpenWithNotes();
};

using cp::test::readAll;

namespace {

QJsonObject sampleJson()
{
    return QJsonDocument::fromJson(readAll(sampleFiles().constFirst())).object();
}

QJsonObject setPath(const QJsonObject &root, const QStringList &path, const QJsonValue &value) { return setJsonPath(root, path, value); }

Expected<Scenario> parse(const QJsonObject &o) { return cplan::fromBytes(QJsonDocument(o).toJson(), Catalog::builtIn()); }

QStringList errorLines(const Errors &errors)
{
    QStringList out;
    for (const Error &e : errors)
        out << e.toString();
    return out;
}

} // namespace

void TestCplan::everySampleRoundTripsByteIdentical_data()
{
    QTest::addColumn<QString>("file");
    QVERIFY(sampleFiles().size() >= 5);
    for (const QString &f : sampleFiles())
        QTest::addRow("%s", qPrintable(f)) << f;
}

void TestCplan::everySampleRoundTripsByteIdentical()
{
    QFETCH(QString, file);
    const QByteArray original = readAll(file);
    const Expected<Scenario> imported = cplan::fromBytes(original, Catalog::builtIn());
    QVERIFY2(imported, qPrintable(joinErrors(imported.errors())));
    const QByteArray exported = cplan::toBytes(*imported);
    const Expected<Scenario> again = cplan::fromBytes(exported, Catalog::builtIn());
    QVERIFY(again);
    QCOMPARE(*again, *imported);
    QCOMPARE(cplan::toBytes(*again), exported);
    QCOMPARE(exported, original); // the shipped samples are canonical text
}

void TestCplan::fileRoundTripThroughDiskIsByteIdentical()
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.cplan"));
    const QString b = dir.filePath(QStringLiteral("b.cplan"));
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    for (const Scenario &s : *samples) {
        QVERIFY(cplan::writeFile(a, s));
        const auto back = cplan::readFile(a, Catalog::builtIn());
        QVERIFY2(back, qPrintable(joinErrors(back.errors())));
        QVERIFY(cplan::writeFile(b, *back));
        QCOMPARE(readAll(b), readAll(a));
    }
}

void TestCplan::everyFieldSurvivesARoundTrip()
{
    Scenario s;
    s.name = QStringLiteral("全部字段 \"quoted\" \\ backslash");
    s.notes = QStringLiteral("notes with a \\ backslash, \n\ttabbed lines and a \r\n line end");
    s.tags = { QStringLiteral("a"), QStringLiteral("训练") };
    s.created = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
    s.updated = QDateTime(QDate(2026, 2, 3), QTime(4, 5, 6), Qt::UTC);
    s.model = { QStringLiteral("custom"), 32, 4096, 32, 8, 14336, true, 128256, 8, 2, 1024, 1, 128, 4096, 16 };
    s.training = { QStringLiteral("qlora"), 64, QStringLiteral("fp8"), QStringLiteral("adamw-8bit"), 8192, 1.4e12, 2.5,
        QStringLiteral("zh"), 512, QStringLiteral("none"), QStringLiteral("optimizer"), 512.0, 0.1, QStringLiteral("eager"),
        QStringLiteral("attention"), QStringLiteral("none"), QStringLiteral("async"), QStringLiteral("hierarchical"),
        QStringLiteral("token-drop"), QStringLiteral("fsdp"), QStringLiteral("fp32"), 8388608.0, QStringLiteral("vendor_port") };
    s.hardware.accelerators = { QStringLiteral("h800-sxm-80gb"), QStringLiteral("ascend-910b") };
    s.hardware.gpus = 64;
    s.hardware.gpusPerNode = 8;
    s.hardware.network = QStringLiteral("roce-400");
    s.hardware.layout = { 8, 2, 4, 1, QStringLiteral("selective"), true, 2, 1, 2, 1 };
    s.constraints = { 45.5, 1.25e6, QStringLiteral("fastest"), QStringLiteral("spot") };
    s.tco.horizonMonths = 60;
    s.tco.discountRate = 0.075;
    s.tco.utilisation = 0.333;
    s.tco.options = { QStringLiteral("build"), QStringLiteral("hybrid") };
    s.tco.servers = 8;
    s.tco.demand = { QStringLiteral("from_plan"), 1234.5, { 0.1, 2, 3e8 } };
    s.tco.loan = { true, 1e7, 0.0435, 60 };
    s.inference = { 12.5, 800, 2048, 512 };
    s.prices = { { QStringLiteral("server.l40s-48gb.8gpu"), std::nullopt, QString(), QStringLiteral("ratio"), QString(),
        QStringLiteral("assumption"), QStringLiteral("mine") } };
    const QByteArray bytes = cplan::toBytes(s);
    const auto back = cplan::fromBytes(bytes, Catalog::builtIn());
    QVERIFY2(back, qPrintable(joinErrors(back.errors())));
    QCOMPARE(*back, s);
    QCOMPARE(cplan::toBytes(*back), bytes);
}

void TestCplan::canonicalNumbers_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("text");
    QTest::addRow("whole numbers have no decimal point") << 4096.0 << QByteArray("4096");
    QTest::addRow("large whole numbers stay exact") << 2e12 << QByteArray("2000000000000");
    QTest::addRow("negative zero is zero") << -0.0 << QByteArray("0");
    QTest::addRow("fractions use the shortest exact form") << 0.1 << QByteArray("0.1");
    QTest::addRow("binary-inexact sums keep every digit") << 0.1 + 0.2 << QByteArray("0.30000000000000004");
    QTest::addRow("beyond 2^53 uses an exponent") << 1e300 << QByteArray("1e+300");
}

void TestCplan::canonicalNumbers()
{
    QFETCH(double, value);
    QFETCH(QByteArray, text);
    QCOMPARE(canonicalJson(QJsonValue(value)), text + '\n');
    QCOMPARE(QJsonDocument::fromJson("[" + text + "]").array().at(0).toDouble(), value);
}

void TestCplan::keysAreSortedWhateverTheInputOrder()
{
    const QByteArray a = canonicalJson(QJsonDocument::fromJson(R"({"b": 1, "a": {"d": [1, 2], "c": null}})").object());
    const QByteArray b = canonicalJson(QJsonDocument::fromJson(R"({"a": {"c": null, "d": [1, 2]}, "b": 1})").object());
    QCOMPARE(a, b);
    QCOMPARE(a, QByteArray("{\n  \"a\": {\n    \"c\": null,\n    \"d\": [\n      1,\n      2\n    ]\n  },\n  \"b\": 1\n}\n"));
}

void TestCplan::wrongTypesAreReportedWithPaths_data()
{
    QTest::addColumn<QStringList>("path");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    QTest::addRow("text where a number belongs") << QStringList { "training", "seq_len" } << QJsonValue("4096")
                                                 << "training.seq_len: must be a whole number";
    QTest::addRow("fraction where a whole number belongs") << QStringList { "hardware", "gpus" } << QJsonValue(7.5)
                                                           << "hardware.gpus: must be a whole number 1–100,000";
    QTest::addRow("number where text belongs") << QStringList { "training", "mode" } << QJsonValue(3)
                                               << "training.mode: must be text";
    QTest::addRow("text where a flag belongs") << QStringList { "model", "swiglu" } << QJsonValue("yes")
                                               << "model.swiglu: must be true or false";
    QTest::addRow("object where a list belongs") << QStringList { "tags" } << QJsonValue(QJsonObject {})
                                                 << "tags: must be a list";
    QTest::addRow("list where a section belongs") << QStringList { "tco" } << QJsonValue(QJsonArray {})
                                                  << "tco: must be an object";
    QTest::addRow("null for a required value") << QStringList { "tco", "horizon_months" } << QJsonValue()
                                               << "tco.horizon_months: must have a value (null is not allowed here)";
    QTest::addRow("unknown field") << QStringList { "training", "sequence_length" } << QJsonValue(4096)
                                   << "training.sequence_length: unknown field";
    QTest::addRow("bad time") << QStringList { "created" } << QJsonValue("yesterday")
                              << "created: must be a UTC date and time like 2026-01-15T09:30:00Z";
    QTest::addRow("out of range") << QStringList { "training", "seq_len" } << QJsonValue(64)
                                  << "training.seq_len: must be 128–1,048,576";
    QTest::addRow("unknown accelerator id") << QStringList { "hardware", "accelerators" }
                                            << QJsonValue(QJsonArray { "l40s-48gb", "gtx-1080" })
                                            << "hardware.accelerators[1]: unknown accelerator 'gtx-1080'";
    QTest::addRow("unknown fabric id") << QStringList { "hardware", "network" } << QJsonValue("carrier-pigeon")
                                       << "hardware.network: unknown network 'carrier-pigeon'";
    QTest::addRow("unknown preset id") << QStringList { "model", "preset" } << QJsonValue("gpt-5")
                                       << "model.preset: must be one of custom|llama2-7b|";
}

void TestCplan::wrongTypesAreReportedWithPaths()
{
    QFETCH(QStringList, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    const auto r = parse(setPath(sampleJson(), path, value));
    QVERIFY(!r);
    const QStringList lines = errorLines(r.errors());
    QVERIFY2(lines.size() == 1 && lines.constFirst().startsWith(expected), qPrintable(lines.join(QLatin1Char('\n'))));
}

void TestCplan::everyProblemIsReportedAtOnce()
{
    QJsonObject o = sampleJson();
    o = setPath(o, { "training", "seq_len" }, 1 << 21);
    o = setPath(o, { "tco", "horizon_months" }, 61);
    o = setPath(o, { "hardware", "gpus" }, "eight");
    o = setPath(o, { "constraints", "objective" }, "cheap");
    o = setPath(o, { "name" }, "");
    o = setPath(o, { "bogus" }, true);
    const auto r = parse(o);
    QVERIFY(!r);
    const QStringList lines = errorLines(r.errors());
    QCOMPARE(lines.size(), 6);
    const QStringList expected {
        "bogus: unknown field",
        "hardware.gpus: must be a whole number 1–100,000",
        "name: must be text of 1–200 characters",
        "training.seq_len: must be 128–1,048,576",
        "constraints.objective: must be one of cheapest|fastest|balanced",
        "tco.horizon_months: must be 1–60",
    };
    for (const QString &e : expected)
        QVERIFY2(lines.contains(e), qPrintable(e + QStringLiteral(" not in:\n") + lines.join(QLatin1Char('\n'))));
}

void TestCplan::tooLargeIsRefusedBeforeParsing()
{
    const QByteArray huge(cplan::kMaxBytes + 1, ' ');
    const auto r = cplan::fromBytes(huge, Catalog::builtIn());
    QVERIFY(!r);
    QCOMPARE(r.errors().size(), 1);
    QVERIFY2(r.error().message.contains(QStringLiteral("at most 4,194,304 bytes (4 MiB)")), qPrintable(r.error().message));
}

void TestCplan::tooLargeFileIsRefused()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("big.cplan"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QJsonObject o = sampleJson();
    o.insert(QStringLiteral("notes"), QString(3 * 1024 * 1024, QLatin1Char('x')));
    f.write(QJsonDocument(o).toJson());
    f.write(QByteArray(2 * 1024 * 1024, ' '));
    f.close();
    const auto r = cplan::readFile(file, Catalog::builtIn());
    QVERIFY(!r);
    QCOMPARE(r.errors().size(), 1);
    QCOMPARE(r.error().path, file);
    QVERIFY(r.error().message.contains(QStringLiteral("not a scenario file")));
}

void TestCplan::newerSchemaIsRefused()
{
    QJsonObject o = sampleJson();
    o.insert(QStringLiteral("schema_version"), cplan::kSchemaVersion + 1);
    o.insert(QStringLiteral("a_field_from_the_future"), 1);
    const auto r = parse(o);
    QVERIFY(!r);
    QCOMPARE(r.errors().size(), 1); // nothing else is judged by rules it may not follow
    QCOMPARE(r.error().path, QStringLiteral("schema_version"));
    QVERIFY2(r.error().message.contains(QStringLiteral("format version %1").arg(cplan::kSchemaVersion + 1))
            && r.error().message.contains(QStringLiteral("update Compute Planner")),
        qPrintable(r.error().message));
}

void TestCplan::notAScenarioFile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("messagePart");
    QTest::addRow("empty") << QByteArray() << "not a scenario file";
    QTest::addRow("truncated JSON") << QByteArray("{\"schema_version\": 1, \"name\": ") << "malformed at byte";
    QTest::addRow("a JPEG") << QByteArray("\xFF\xD8\xFF\xE0\x00\x10JFIF\x00", 11) << "malformed";
    QTest::addRow("a JSON list") << QByteArray("[1, 2]") << "top level must be a JSON object";
    QTest::addRow("no schema version") << QByteArray("{\"name\": \"x\"}") << "must be a whole number from 1";
    QTest::addRow("schema version zero") << QByteArray("{\"schema_version\": 0}") << "must be a whole number from 1";
}

void TestCplan::notAScenarioFile()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, messagePart);
    const auto r = cplan::fromBytes(bytes, Catalog::builtIn());
    QVERIFY(!r);
    QVERIFY2(r.error().message.contains(messagePart), qPrintable(r.error().message));
}

void TestCplan::missingFieldsTakeDefaults()
{
    const auto r = cplan::fromBytes(R"({"schema_version": 1, "name": "minimal", "model": {"preset": "llama3-8b"}})",
        Catalog::builtIn());
    QVERIFY2(r, qPrintable(joinErrors(r.errors())));
    QCOMPARE(r->training.seqLen, TrainingSection {}.seqLen);
    QCOMPARE(r->tco.horizonMonths, 36);
    QVERIFY(!r->hardware.gpus);
}

// QJsonDocument keeps the last of repeated keys; which one the sender meant is unknowable.
void TestCplan::duplicateKeysAreRefused_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("expected");
    QTest::addRow("a field, another value") << QByteArray("\"seq_len\": 4096,") << QByteArray("\"seq_len\": 4096, \"seq_len\": 8192,")
                                            << "training.seq_len: duplicate key";
    QTest::addRow("a field, the same value") << QByteArray("\"seq_len\": 4096,") << QByteArray("\"seq_len\": 4096, \"seq_len\": 4096,")
                                             << "training.seq_len: duplicate key";
    QTest::addRow("spelled with an escape") << QByteArray("\"seq_len\": 4096,") << QByteArray("\"seq_len\": 4096, \"se\\u0071_len\": 8192,")
                                            << "training.seq_len: duplicate key";
    const QByteArray version = "\"schema_version\": " + QByteArray::number(cplan::kSchemaVersion) + ",";
    QTest::addRow("top level") << version << version + " \"name\": \"other\","
                               << "name: duplicate key";
    QTest::addRow("a whole section") << QByteArray("\"inference\": {") << QByteArray("\"inference\": {}, \"inference\": {")
                                     << "inference: duplicate key";
    QTest::addRow("inside a list entry") << QByteArray("\"confidence\": \"found\",")
                                         << QByteArray("\"confidence\": \"found\", \"confidence\": \"assumption\",")
                                         << "prices[1].confidence: duplicate key";
}

void TestCplan::duplicateKeysAreRefused()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, expected);
    QByteArray bytes = readAll(sampleFiles().constFirst());
    QVERIFY(bytes.contains(from));
    bytes.replace(bytes.indexOf(from), from.size(), to);
    const auto r = cplan::fromBytes(bytes, Catalog::builtIn());
    QVERIFY2(!r, "accepted");
    QVERIFY2(r.error().toString().startsWith(expected), qPrintable(joinErrors(r.errors())));
}

void TestCplan::sameKeyInOtherObjectsIsNoDuplicate()
{
    // every price entry has "key" and "value"; demand and loan are separate objects
    const QByteArray bytes = readAll(sampleFiles().constFirst());
    QVERIFY(bytes.count("\"value\"") >= 2);
    const auto r = cplan::fromBytes(bytes, Catalog::builtIn());
    QVERIFY2(r, qPrintable(joinErrors(r.errors())));
}

// Hostile files: a million repeated keys or deep nesting cost linear time and few messages.
void TestCplan::duplicateKeyScanIsBounded()
{
    QByteArray many = "{\"schema_version\": 1, \"name\": \"n\", \"model\": {\"preset\": \"llama3-8b\"}, \"x\": {";
    for (int i = 0; i < 200000; ++i)
        many += i ? ",\"k\":1" : "\"k\":1";
    many += "}}";
    QVERIFY(many.size() < cplan::kMaxBytes);
    const auto r = cplan::fromBytes(many, Catalog::builtIn());
    QVERIFY(!r);
    QVERIFY2(r.errors().size() <= 22, qPrintable(QString::number(r.errors().size())));
    QCOMPARE(r.error().toString(), QStringLiteral("x.k: duplicate key: each field may appear only once in its section"));

    QByteArray deep = "{\"schema_version\": 1, \"name\": \"n\", \"model\": {\"preset\": \"llama3-8b\"}, \"x\": ";
    deep += QByteArray(100, '[') + QByteArray(100, ']') + '}';
    const auto d = cplan::fromBytes(deep, Catalog::builtIn());
    QVERIFY(!d);
    QVERIFY2(d.error().message.contains(QStringLiteral("nested more than 64 levels deep")), qPrintable(joinErrors(d.errors())));
}

void TestCplan::missingRequiredPartsAreRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    QTest::addRow("no model section") << QByteArray(R"({"schema_version": 1, "name": "no model"})")
                                      << "model: missing: the model section is required";
    QTest::addRow("no name") << QByteArray(R"({"schema_version": 1, "model": {"preset": "llama3-8b"}})")
                             << "name: missing: must be text of 1–200 characters";
    QTest::addRow("a price without its key") << QByteArray(R"({"schema_version": 1, "name": "n", "model": {"preset": "llama3-8b"}, "prices": [{"value": 1}]})")
                                             << "prices[0].key: missing: must be text of 1–200 characters";
}

void TestCplan::missingRequiredPartsAreRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const auto r = cplan::fromBytes(bytes, Catalog::builtIn());
    QVERIFY(!r);
    QCOMPARE(joinErrors(r.errors()), expected); // named once, its fields not judged one by one
}

// A file that leaves things out is read with the defaults, and says which it used.
void TestCplan::defaultsUsedAreNoted()
{
    Errors notes;
    const auto r = cplan::fromBytes(R"({"schema_version": 1, "name": "minimal", "model": {"preset": "llama3-8b"},
                                        "training": {"mode": "lora"}})",
        Catalog::builtIn(), &notes);
    QVERIFY2(r, qPrintable(joinErrors(r.errors())));
    QCOMPARE(r->training.seqLen, 4096);
    auto note = [&](const QString &path) {
        for (const Error &n : notes) {
            if (n.path == path)
                return n.message;
        }
        return QString();
    };
    // a field of a section the file has
    QCOMPARE(note(QStringLiteral("training.seq_len")), QStringLiteral("not in the file; the default 4096 is used"));
    QCOMPARE(note(QStringLiteral("training.precision")), QStringLiteral("not in the file; the default \"bf16\" is used"));
    QCOMPARE(note(QStringLiteral("training.tokens")), QStringLiteral("not in the file; the default null is used"));
    QCOMPARE(note(QStringLiteral("model.vocab")), QStringLiteral("not in the file; the default 32000 is used"));
    // a whole section, once, with every default it stands for
    QVERIFY2(note(QStringLiteral("tco")).startsWith(QStringLiteral("not in the file; the default {")), qPrintable(note(QStringLiteral("tco"))));
    QVERIFY2(note(QStringLiteral("tco")).contains(QStringLiteral("\"horizon_months\":36")), qPrintable(note(QStringLiteral("tco"))));
    QVERIFY(note(QStringLiteral("tco.horizon_months")).isEmpty());
    for (const char *section : { "hardware", "constraints", "inference", "prices", "tags", "notes", "created", "updated", "app_version" })
        QVERIFY2(!note(QLatin1String(section)).isEmpty(), section);
    QVERIFY(note(QStringLiteral("training.mode")).isEmpty()); // given
    QVERIFY(note(QStringLiteral("name")).isEmpty());
    // the old signature reads the same scenario
    const auto same = cplan::fromBytes(R"({"schema_version": 1, "name": "minimal", "model": {"preset": "llama3-8b"},
                                           "training": {"mode": "lora"}})",
        Catalog::builtIn());
    QVERIFY(same);
    QCOMPARE(*same, *r);
}

void TestCplan::completeFileHasNoNotes()
{
    for (const QString &file : sampleFiles()) {
        Errors notes { { QStringLiteral("stale"), QStringLiteral("cleared") } };
        const auto r = cplan::readFile(file, Catalog::builtIn(), &notes);
        QVERIFY2(r, qPrintable(joinErrors(r.errors())));
        QVERIFY2(notes.isEmpty(), qPrintable(joinErrors(notes)));
    }
}

// A plan saved when the rules were looser (or the price book had a key it has since dropped)
// opens from the library with the problems as notes; the same text as a file is refused.
void TestCplan::libraryRowsUnderOlderRulesOpenWithNotes()
{
    auto samples = sampleScenarios();
    QVERIFY(samples);
    Scenario old = samples->constFirst();
    old.tags = { QStringLiteral("x"), QStringLiteral("x") };
    old.prices.append({ QStringLiteral("price.dropped.since"), 1.0, QStringLiteral("CNY"), {}, {}, {}, {} });
    const QByteArray body = cplan::toBytes(old);
    QVERIFY(!cplan::fromBytes(body, Catalog::builtIn()));
    Errors notes;
    const auto r = cplan::fromBytes(body, Catalog::builtIn(), &notes, cplan::Origin::Library);
    QVERIFY2(r, qPrintable(joinErrors(r.errors())));
    QCOMPARE(*r, old);
    QCOMPARE(notes.size(), 2);
    QCOMPARE(notes.at(0).path, QStringLiteral("tags[1]"));
    QCOMPARE(notes.at(1).path, QStringLiteral("prices[%1].key").arg(samples->constFirst().prices.size())); // the appended entry
    // structure is still checked: a damaged row is not taken
    QByteArray damaged = body;
    damaged.replace("\"seq_len\": 4096", "\"seq_len\": \"4096\"");
    QVERIFY(!cplan::fromBytes(damaged, Catalog::builtIn(), nullptr, cplan::Origin::Library));
}

// A new library is seeded with the samples in the UI language: every shipped name and note
// must be in the table lupdate reads, or it would stay English in the Chinese library.
void TestCplan::everySampleTextIsTranslatable()
{
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    const QStringList texts = sampleTexts();
    for (const Scenario &s : *samples) {
        QVERIFY2(texts.contains(s.name), qPrintable(s.name));
        QVERIFY2(texts.contains(s.notes), qPrintable(s.notes));
    }
    QCOMPARE(texts.size(), 2 * samples->size());
    // without a translator the seeded text is the shipped one
    QCOMPARE(sampleScenarios(SampleText::Translated)->constFirst().name, samples->constFirst().name);
}

QTEST_GUILESS_MAIN(TestCplan)
#include "tst_cplan.moc"
