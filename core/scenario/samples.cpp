#include "core/scenario/samples.h"

#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"

#include <QCoreApplication>
#include <QDir>

#include <algorithm>
#include <iterator>

namespace cp {

namespace {

// Names and notes of resources/samples/*.cplan, for lupdate; a test checks that they match.
const char *const kSampleTexts[] = {
    QT_TRANSLATE_NOOP("cp::Samples", "7B LoRA fine-tune on L40S"),
    QT_TRANSLATE_NOOP("cp::Samples", "Customer-service assistant: LoRA (rank 16) on Qwen2.5-7B with 200M tokens of chat logs, one 8×L40S node rented by the hour; spot as a cheaper option."),
    QT_TRANSLATE_NOOP("cp::Samples", "13B full fine-tune on 8×A100"),
    QT_TRANSLATE_NOOP("cp::Samples", "Full fine-tune of Llama 2 13B on 50 GB of Chinese domain text (tokens from bytes), ZeRO-2 with selective recompute on one 8×A100 80GB node, paid monthly."),
    QT_TRANSLATE_NOOP("cp::Samples", "70B pre-training on H800 vs cloud"),
    QT_TRANSLATE_NOOP("cp::Samples", "Pre-train a 70B dense model on 2T tokens in 90 days: buy H800 servers or rent H100/A800 in the cloud."),
    QT_TRANSLATE_NOOP("cp::Samples", "Inference on domestic NPUs (Ascend 910B)"),
    QT_TRANSLATE_NOOP("cp::Samples", "Serve Qwen2.5-72B on Ascend 910B cards for 20 requests per second (1,024 prompt + 256 output tokens) within 2 s."),
    QT_TRANSLATE_NOOP("cp::Samples", "16×H800: rent vs lease vs build over 3 years"),
    QT_TRANSLATE_NOOP("cp::Samples", "Two 8×H800 servers' worth of steady fine-tuning and inference load: cloud on-demand, monthly commitment, a local intelligent-computing-centre lease, self-build with a loan, or a hybrid core plus cloud burst."),
    QT_TRANSLATE_NOOP("cp::Samples", "Hangzhou SaaS compute programme (36 months)"),
    QT_TRANSLATE_NOOP("cp::Samples", "A programme in the seed's architecture: 13B continued pre-training in months 1-3 on H800 (rented: buying H800 is not obtainable in mainland China), a LoRA fine-tune every month on L40S, serving a 13B model on Ascend 910B from month 4 growing 10% a month, and evaluation jobs left for the planner to place. GPU-hours of the runs are given (ASSUMPTION: 13B on ~1T tokens at ~40% MFU ~ 52,000 H800-hours; a 13B LoRA on ~100M tokens ~ 1,200 L40S-hours)."),
};

// The labels of the samples' workloads (the programme's), seeded in the UI language like the names.
const char *const kWorkloadTexts[] = {
    QT_TRANSLATE_NOOP("cp::Samples", "13B continued pre-training"),
    QT_TRANSLATE_NOOP("cp::Samples", "Monthly LoRA fine-tune"),
    QT_TRANSLATE_NOOP("cp::Samples", "Serve the 13B model"),
    QT_TRANSLATE_NOOP("cp::Samples", "Evaluation jobs"),
};

template<size_t N>
bool isOneOf(const char *const (&texts)[N], const QString &text)
{
    return std::any_of(std::begin(texts), std::end(texts), [&](const char *t) { return text == QString::fromUtf8(t); });
}

bool isWorkloadText(const QString &text) { return isOneOf(kWorkloadTexts, text); }

} // namespace

QString translatedSampleText(const QString &text)
{
    return sampleTexts().contains(text) || isWorkloadText(text) ? QCoreApplication::translate("cp::Samples", text.toUtf8().constData()) : text;
}

void translateSampleTexts(Scenario &s)
{
    if (!sampleTexts().contains(s.name))
        return;
    s.name = translatedSampleText(s.name);
    s.notes = translatedSampleText(s.notes);
    // A pool's id stays as written: it is the key the workloads, the JSON and the tooltips use;
    // views show poolDisplayName(id) ("Training pool", 训练资源池).
    for (Workload &w : s.workloads)
        w.name = translatedSampleText(w.name);
}

QStringList sampleTexts()
{
    QStringList out;
    for (const char *t : kSampleTexts)
        out << QString::fromUtf8(t);
    return out;
}

QStringList sampleFiles()
{
    const QString dir = QStringLiteral(":/cp/samples");
    QStringList files;
    for (const QString &name : QDir(dir).entryList({ QStringLiteral("*.cplan") }, QDir::Files, QDir::Name))
        files << dir + QLatin1Char('/') + name;
    return files;
}

Expected<QList<Scenario>> sampleScenarios(SampleText text)
{
    QList<Scenario> out;
    Errors errors;
    for (const QString &file : sampleFiles()) {
        Expected<Scenario> s = cplan::readFile(file, Catalog::builtIn());
        if (s && text == SampleText::Translated)
            translateSampleTexts(*s);
        if (s)
            out << *s;
        else
            for (const Error &e : s.errors())
                errors.append({ file + QLatin1Char(':') + e.path, e.message });
    }
    if (!errors.isEmpty())
        return errors;
    return out;
}

} // namespace cp
