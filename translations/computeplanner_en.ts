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
</TS>
