#include "core/catalog/datatexts.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cp {

namespace {

struct Template {
    const char *pattern; ///< a regular expression over the English phrase; its captures are %1, %2, …
    const char *text; ///< the translatable text, with the captures as %1, %2, …
};

/// The first template whose pattern matches `text` as a whole, filled with its captures; `text`
/// when none does.
QString applyTemplates(const QString &text, const char *context, const QList<Template> &templates)
{
    for (const Template &t : templates) {
        const QRegularExpression re(QStringLiteral("^") + QLatin1String(t.pattern) + QStringLiteral("$"));
        const QRegularExpressionMatch m = re.match(text);
        if (!m.hasMatch())
            continue;
        QString out = QCoreApplication::translate(context, t.text);
        for (int i = 1; i <= m.lastCapturedIndex(); ++i)
            out = out.arg(m.captured(i));
        return out;
    }
    return text;
}

} // namespace

QString fabricNameText(const QString &name)
{
    static const QList<Template> templates {
        //: a network: %1 its kind (InfiniBand HDR, RoCE v2), %2 the bandwidth each GPU gets (200 Gb/s)
        { "(.+) (\\d[\\d.]* Gb/s) per GPU", QT_TRANSLATE_NOOP("cp::DataTexts", "%1 %2 per GPU") },
        //: a network: %1 its kind, %2 the links (4x200 Gb/s), %3 the GPUs of a node sharing them
        { "(.+) (\\S+ Gb/s) per (\\d+)-GPU node", QT_TRANSLATE_NOOP("cp::DataTexts", "%1 %2 per %3-GPU node") },
        //: a network: %1 its kind, %2 the bandwidth of one node (100 Gb/s)
        { "(.+) (\\d[\\d.]* Gb/s) per node", QT_TRANSLATE_NOOP("cp::DataTexts", "%1 %2 per node") },
        //: a network: %1 its kind and speed (25 GbE TCP), shared by a node
        { "(.+) per node", QT_TRANSLATE_NOOP("cp::DataTexts", "%1 per node") },
    };
    return applyTemplates(name, "cp::DataTexts", templates);
}

QString scaleUpFabricText(const QString &name)
{
    static const QList<Template> templates {
        //: a scale-up interconnect: %1 its name (HCCS), %2 the cards it joins
        { "(.+) \\((\\d+)-card mesh\\)", QT_TRANSLATE_NOOP("cp::DataTexts", "%1 (%2-card mesh)") },
    };
    return applyTemplates(name, "cp::DataTexts", templates);
}

QString citationText(const QString &citation)
{
    // " (BIS rule 2023-10-17" and "NVIDIA 8-K 2023-10-24 names H800)": the source's "; " split
    // may leave a bracket open on one part and closed on the next.
    QString inner = citation;
    const bool opens = inner.startsWith(QLatin1String(" ("));
    if (opens)
        inner = inner.mid(2);
    const bool closes = inner.endsWith(QLatin1Char(')'));
    if (closes)
        inner.chop(1);
    static const QList<Template> templates {
        //: a citation: %1 the date of a US export rule (BIS = Bureau of Industry and Security)
        { "BIS rule (\\d{4}-\\d{2}-\\d{2})", QT_TRANSLATE_NOOP("cp::DataTexts", "BIS rule %1") },
        //: a citation: %1 the date of a US export rule, %2 the date it was tightened
        { "BIS rule (\\d{4}-\\d{2}-\\d{2}), tightened (\\d{4}-\\d{2}-\\d{2})", QT_TRANSLATE_NOOP("cp::DataTexts", "BIS rule %1, tightened %2") },
        //: a citation: %1 the date of NVIDIA's 8-K filing, %2 the product it names
        { "NVIDIA 8-K (\\d{4}-\\d{2}-\\d{2}) names (.+)", QT_TRANSLATE_NOOP("cp::DataTexts", "NVIDIA 8-K %1 names %2") },
        //: a citation: %1 the date of NVIDIA's 8-K filing
        { "NVIDIA 8-K (\\d{4}-\\d{2}-\\d{2})", QT_TRANSLATE_NOOP("cp::DataTexts", "NVIDIA 8-K %1") },
        //: a citation: %1 the date of a US decision
        { "US decision of (\\d{4}-\\d{2}-\\d{2})", QT_TRANSLATE_NOOP("cp::DataTexts", "US decision of %1") },
        //: a citation: %1 the date of a US decision, %2 what it covers, %3 what it does not
        { "US decision of (\\d{4}-\\d{2}-\\d{2}) covers (.+), not (.+)", QT_TRANSLATE_NOOP("cp::DataTexts", "US decision of %1 covers %2, not %3") },
        //: a citation: %1 a date
        { "announced (\\d{4}-\\d{2}-\\d{2})", QT_TRANSLATE_NOOP("cp::DataTexts", "announced %1") },
        { "licence or notification", QT_TRANSLATE_NOOP("cp::DataTexts", "licence or notification") },
        { "licence for China", QT_TRANSLATE_NOOP("cp::DataTexts", "licence for China") },
        //: a citation: %1 a report, %2 where it was read
        { "(.+) via (.+)", QT_TRANSLATE_NOOP("cp::DataTexts", "%1 via %2") },
    };
    const QString words = applyTemplates(inner, "cp::DataTexts", templates);
    //: a citation's opening bracket after a phrase (zh: a full-width bracket without the space)
    const QString open = opens ? QCoreApplication::translate("cp::DataTexts", " (") : QString();
    //: a citation's closing bracket (zh: a full-width bracket)
    const QString close = closes ? QCoreApplication::translate("cp::DataTexts", ")") : QString();
    return open + words + close;
}

QString availabilityPhraseText(const QString &phrase)
{
    // A trailing bracket is a citation (a rule, a filing, a source): kept as published. It may
    // be open ("… (BIS rule 2023-10-17"): the source's "; " split ran through it.
    static const QRegularExpression citation(QStringLiteral("^(.*?)( \\([^()]*\\)?)$"));
    QString words = phrase;
    QString cited;
    if (const QRegularExpressionMatch m = citation.match(phrase); m.hasMatch()) {
        words = m.captured(1);
        cited = m.captured(2);
    }
    static const QList<Template> templates {
        //: availability: %1 a month (2023-10)
        { "no new supply since (\\d{4}-\\d{2})", QT_TRANSLATE_NOOP("cp::DataTexts", "no new supply since %1") },
        { "no lawful new supply", QT_TRANSLATE_NOOP("cp::DataTexts", "no lawful new supply") },
        { "no lawful mainland stock", QT_TRANSLATE_NOOP("cp::DataTexts", "no lawful mainland stock") },
        { "installed stock leased by local centres", QT_TRANSLATE_NOOP("cp::DataTexts", "installed stock leased by local centres") },
        { "rented from installed stock", QT_TRANSLATE_NOOP("cp::DataTexts", "rented from installed stock") },
        { "rented by China marketplace sellers", QT_TRANSLATE_NOOP("cp::DataTexts", "rented by China marketplace sellers") },
        { "China marketplace sellers", QT_TRANSLATE_NOOP("cp::DataTexts", "China marketplace sellers") },
        { "domestic part", QT_TRANSLATE_NOOP("cp::DataTexts", "domestic part") },
        { "above the 2023-10 thresholds", QT_TRANSLATE_NOOP("cp::DataTexts", "above the 2023-10 thresholds") },
        { "China SKU below the 2023-10 thresholds", QT_TRANSLATE_NOOP("cp::DataTexts", "China SKU below the 2023-10 thresholds") },
        { "China SKU under the 2023-10 rules", QT_TRANSLATE_NOOP("cp::DataTexts", "China SKU under the 2023-10 rules") },
        { "consumer exemption with notification", QT_TRANSLATE_NOOP("cp::DataTexts", "consumer exemption with notification") },
        { "Chinese import approval uncertain", QT_TRANSLATE_NOOP("cp::DataTexts", "Chinese import approval uncertain") },
        //: availability: %1 a month (2025-12)
        { "few installed in China before (\\d{4}-\\d{2})", QT_TRANSLATE_NOOP("cp::DataTexts", "few installed in China before %1") },
        //: availability: %1 a year range (2024-2025)
        { "widely deployed in China in (\\d{4}-\\d{4})", QT_TRANSLATE_NOOP("cp::DataTexts", "widely deployed in China in %1") },
        //: availability: %1 an accelerator line (MI300), %2 a rule's month (2023-10)
        { "(.+) series above the (\\d{4}-\\d{2}) thresholds", QT_TRANSLATE_NOOP("cp::DataTexts", "%1 series above the %2 thresholds") },
        //: availability: %1 the date from which a US licence is required
        { "licence required from (\\d{4}-\\d{2}-\\d{2})", QT_TRANSLATE_NOOP("cp::DataTexts", "licence required from %1") },
    };
    const QString translated = applyTemplates(words, "cp::DataTexts", templates);
    if (translated != words)
        return translated + citationText(cited);
    return cited.isEmpty() ? citationText(phrase) : phrase; // the rest of a citation split at its "; "
}

} // namespace cp
