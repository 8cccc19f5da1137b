<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>cp::Analysis</name>
    <message numerus="yes">
        <source>Cumulative cost over %n month(s)</source>
        <translation>
            <numerusform>Cumulative cost over %n month</numerusform>
            <numerusform>Cumulative cost over %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Other (%n items)</source>
        <extracomment>a stacked-bar segment that sums the smaller line items; %n is how many</extracomment>
        <translation>
            <numerusform>Other (%n items)</numerusform>
            <numerusform>Other (%n items)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>What each way of paying spends over the %n-month horizon, by line item.</source>
        <translation>
            <numerusform>What each way of paying spends over the %n-month horizon, by line item.</numerusform>
            <numerusform>What each way of paying spends over the %n-month horizon, by line item.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::Compare</name>
    <message numerus="yes">
        <source>Every plan is compared over the same %n month(s), the shortest common horizon; later months are left out and a resale counts only at a plan&apos;s own horizon.</source>
        <translation>
            <numerusform>Every plan is compared over the same %n month, the shortest common horizon; later months are left out and a resale counts only at a plan&apos;s own horizon.</numerusform>
            <numerusform>Every plan is compared over the same %n months, the shortest common horizon; later months are left out and a resale counts only at a plan&apos;s own horizon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every plan is compared over the same %n month(s) (chosen; the shortest common horizon is %1 months); later months are left out and a resale counts only at a plan&apos;s own horizon.</source>
        <translation>
            <numerusform>Every plan is compared over the same %n month (chosen; the shortest common horizon is %1 months); later months are left out and a resale counts only at a plan&apos;s own horizon.</numerusform>
            <numerusform>Every plan is compared over the same %n months (chosen; the shortest common horizon is %1 months); later months are left out and a resale counts only at a plan&apos;s own horizon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cumulative cost of the compared plans over %n month(s)</source>
        <translation>
            <numerusform>Cumulative cost of the compared plans over %n month</numerusform>
            <numerusform>Cumulative cost of the compared plans over %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost by line item over %n month(s)</source>
        <translation>
            <numerusform>Cost by line item over %n month</numerusform>
            <numerusform>Cost by line item over %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost over %n month(s)</source>
        <translation>
            <numerusform>Cost over %n month</numerusform>
            <numerusform>Cost over %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>What drives the %n-month gap between %1 and %2</source>
        <translation>
            <numerusform>What drives the %n-month gap between %1 and %2</numerusform>
            <numerusform>What drives the %n-month gap between %1 and %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::Programme</name>
    <message numerus="yes">
        <source>Programme of %n pool(s)</source>
        <extracomment>a compute programme as the way of paying a comparison names; %n its pools</extracomment>
        <translation>
            <numerusform>Programme of %n pool</numerusform>
            <numerusform>Programme of %n pools</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::Store</name>
    <message numerus="yes">
        <source>copied from %1, where it had %n revision(s), as that library records them (not checked here): %2</source>
        <extracomment>%1 the library copied from, %2 its revisions as that library records them (number, author, time, comment)</extracomment>
        <translation>
            <numerusform>copied from %1, where it had %n revision, as that library records it (not checked here): %2</numerusform>
            <numerusform>copied from %1, where it had %n revisions, as that library records them (not checked here): %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::calibrate</name>
    <message numerus="yes">
        <source>[... %n line(s) left out ...]</source>
        <translation>
            <numerusform>[... %n line left out ...]</numerusform>
            <numerusform>[... %n lines left out ...]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[... %n line(s) left out to keep the log under %1 KiB ...]</source>
        <translation>
            <numerusform>[... %n line left out to keep the log under %1 KiB ...]</numerusform>
            <numerusform>[... %n lines left out to keep the log under %1 KiB ...]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::cli</name>
    <message numerus="yes">
        <source>updated %1, %n revision(s)</source>
        <translation>
            <numerusform>updated %1, %n revision</numerusform>
            <numerusform>updated %1, %n revisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prices: %n saved price(s), all equal to the current price book</source>
        <translation>
            <numerusform>Prices: %n saved price, all equal to the current price book</numerusform>
            <numerusform>Prices: %n saved prices, all equal to the current price book</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::exports</name>
    <message numerus="yes">
        <source>Comparison of %n plan(s)</source>
        <translation>
            <numerusform>Comparison of %n plan</numerusform>
            <numerusform>Comparison of %n plans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total cost over %n month(s) by way to pay (CNY)</source>
        <translation>
            <numerusform>Total cost over %n month by way to pay (CNY)</numerusform>
            <numerusform>Total cost over %n months by way to pay (CNY)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cumulative cost over %n month(s) (CNY)</source>
        <translation>
            <numerusform>Cumulative cost over %n month (CNY)</numerusform>
            <numerusform>Cumulative cost over %n months (CNY)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each plan&apos;s cost over %n month(s)</source>
        <translation>
            <numerusform>Each plan&apos;s cost over %n month</numerusform>
            <numerusform>Each plan&apos;s cost over %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more price item(s) in the PDF report&apos;s assumptions ledger and the workbook.</source>
        <translation>
            <numerusform>%n more price item in the PDF report&apos;s assumptions ledger and the workbook.</numerusform>
            <numerusform>%n more price items in the PDF report&apos;s assumptions ledger and the workbook.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 over %n month(s)</source>
        <extracomment>the headline of the deck: %1 the ranking basis (&quot;after-tax NPV&quot;), %2 the way of paying, %3 the horizon</extracomment>
        <translation>
            <numerusform>%1 of %2 over %n month</numerusform>
            <numerusform>%1 of %2 over %n months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::gui::AccuracyDialog</name>
    <message numerus="yes">
        <source>%n more kept out of the fit and the tables (their source says the figure does not measure what the row describes; see computeplanner-cli accuracy).</source>
        <extracomment>%n rows of the calibration data that are listed but not used (their source says the figure does not measure what the row describes)</extracomment>
        <translation>
            <numerusform>%n more kept out of the fit and the tables (its source says the figure does not measure what the row describes; see computeplanner-cli accuracy).</numerusform>
            <numerusform>%n more kept out of the fit and the tables (their source says the figure does not measure what the row describes; see computeplanner-cli accuracy).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) scored at first contact</source>
        <extracomment>tooltip of a table cell: %n rows of the group that have the figure</extracomment>
        <translation>
            <numerusform>%n row scored at first contact</numerusform>
            <numerusform>%n rows scored at first contact</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with a cross-validated range; the ranges aim at 80%</source>
        <extracomment>tooltip of a table cell: %n rows of the group that have a cross-validated P10-P90 range</extracomment>
        <translation>
            <numerusform>%n row with a cross-validated range; the ranges aim at 80%</numerusform>
            <numerusform>%n rows with a cross-validated range; the ranges aim at 80%</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::gui::CompareView</name>
    <message numerus="yes">
        <source>Choose 2 to 4 plans to compare (%n chosen).</source>
        <translation>
            <numerusform>Choose 2 to 4 plans to compare (%n chosen).</numerusform>
            <numerusform>Choose 2 to 4 plans to compare (%n chosen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) (shortest common)</source>
        <translation>
            <numerusform>%n month (shortest common)</numerusform>
            <numerusform>%n months (shortest common)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::gui::ConflictDialog</name>
    <message numerus="yes">
        <source>Changed by them since revision %1: %n field(s)</source>
        <translation>
            <numerusform>Changed by them since revision %1: %n field</numerusform>
            <numerusform>Changed by them since revision %1: %n fields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed by you: %n field(s)</source>
        <translation>
            <numerusform>Changed by you: %n field</numerusform>
            <numerusform>Changed by you: %n fields</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::gui::CorrectionsDialog</name>
    <message numerus="yes">
        <source>Exported %n rows.</source>
        <translation>
            <numerusform>Exported %n row.</numerusform>
            <numerusform>Exported %n rows.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::gui::HistoryDialog</name>
    <message numerus="yes">
        <source>%n price(s)</source>
        <translation>
            <numerusform>%n price</numerusform>
            <numerusform>%n prices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::gui::LibraryModel</name>
    <message numerus="yes">
        <source>%n revision(s)</source>
        <translation>
            <numerusform>%n revision</numerusform>
            <numerusform>%n revisions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::gui::LibraryPanel</name>
    <message numerus="yes">
        <source>Delete %n scenarios and all their revisions? This cannot be undone.</source>
        <translation>
            <numerusform>Delete %n scenarios and all their revisions? This cannot be undone.</numerusform>
            <numerusform>Delete %n scenarios and all their revisions? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Used by %n saved comparison(s): %1. They will no longer show the deleted plans.</source>
        <translation>
            <numerusform>Used by %n saved comparison: %1. It will no longer show the deleted plans.</numerusform>
            <numerusform>Used by %n saved comparisons: %1. They will no longer show the deleted plans.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::gui::MainWindow</name>
    <message numerus="yes">
        <source>Deleted %n scenario(s).</source>
        <translation>
            <numerusform>Deleted %n scenario.</numerusform>
            <numerusform>Deleted %n scenarios.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::gui::PilotDialog</name>
    <message numerus="yes">
        <source>%n line(s) of the log matched.</source>
        <translation>
            <numerusform>%n line of the log matched.</numerusform>
            <numerusform>%n lines of the log matched.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Correction for %1 from %n point(s): throughput %2, memory %3.</source>
        <extracomment>%1 accelerator name, %2 number of points, %3 and %4 factors like ×0.80</extracomment>
        <translation>
            <numerusform>Correction for %1 from %n point: throughput %2, memory %3.</numerusform>
            <numerusform>Correction for %1 from %n points: throughput %2, memory %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Before this point: %n point(s), throughput %1, memory %2.</source>
        <translation>
            <numerusform>Before this point: %n point, throughput %1, memory %2.</numerusform>
            <numerusform>Before this point: %n points, throughput %1, memory %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::gui::PlanEditor</name>
    <message numerus="yes">
        <source>%n price(s) of this plan differ from your current price book (%1). The plan keeps the prices it was made with until you choose to use the current ones.</source>
        <translation>
            <numerusform>%n price of this plan differs from your current price book (%1). The plan keeps the prices it was made with until you choose to use the current ones.</numerusform>
            <numerusform>%n prices of this plan differ from your current price book (%1). The plan keeps the prices it was made with until you choose to use the current ones.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::gui::Session</name>
    <message numerus="yes">
        <source>Copy %n plan(s) with all their revisions to %1?</source>
        <translation>
            <numerusform>Copy %n plan with all its revisions to %1?</numerusform>
            <numerusform>Copy %n plans with all their revisions to %1?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n plan(s) to %1.</source>
        <translation>
            <numerusform>Copied %n plan to %1.</numerusform>
            <numerusform>Copied %n plans to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copy %n plan(s) to the team library? Each arrives there as one new revision by you, with its history here quoted in that revision&apos;s comment.</source>
        <translation>
            <numerusform>Copy %n plan to the team library? It arrives there as one new revision by you, with its history here quoted in that revision&apos;s comment.</numerusform>
            <numerusform>Copy %n plans to the team library? Each arrives there as one new revision by you, with its history here quoted in that revision&apos;s comment.</numerusform>
        </translation>
    </message>
</context>
</TS>
