#include "app/export/workbookstyle.h"

namespace cp::exports::workbookstyle {

Formats makeFormats(lxw_workbook *wb, bool chinese)
{
    Formats f;
    f.header = workbook_add_format(wb);
    format_set_bold(f.header);
    format_set_bg_color(f.header, 0xE3ECF5);
    format_set_bottom(f.header, LXW_BORDER_THIN);
    format_set_text_wrap(f.header);
    f.cny = workbook_add_format(wb);
    format_set_num_format(f.cny, "#,##0");
    f.cnyCents = workbook_add_format(wb);
    format_set_num_format(f.cnyCents, "#,##0.00");
    f.number = workbook_add_format(wb);
    format_set_num_format(f.number, "#,##0.0##");
    f.integer = workbook_add_format(wb);
    format_set_num_format(f.integer, "#,##0");
    f.percent = workbook_add_format(wb);
    format_set_num_format(f.percent, "0.0%");
    f.title = workbook_add_format(wb);
    format_set_bold(f.title);
    format_set_font_size(f.title, 14);
    f.badge = workbook_add_format(wb);
    format_set_font_color(f.badge, 0xD55E00);
    format_set_bold(f.badge);
    f.bold = workbook_add_format(wb);
    format_set_bold(f.bold);
    f.wrapped = workbook_add_format(wb);
    format_set_text_wrap(f.wrapped);
    format_set_align(f.wrapped, LXW_ALIGN_VERTICAL_TOP);
    // 万 (10^4): the trailing comma divides by 1,000 and the escaped point sets off one more digit.
    const char *large = chinese ? "0\\.0,\"万元\";-0\\.0,\"万元\";0" : "#,##0";
    f.cnyLarge = workbook_add_format(wb);
    format_set_num_format(f.cnyLarge, large);
    f.cnyLargeBold = workbook_add_format(wb);
    format_set_num_format(f.cnyLargeBold, large);
    format_set_bold(f.cnyLargeBold);
    constexpr lxw_color_t kInputShade = 0xFFF2CC;
    f.input = workbook_add_format(wb);
    format_set_num_format(f.input, "#,##0");
    format_set_bg_color(f.input, kInputShade);
    f.inputCents = workbook_add_format(wb);
    format_set_num_format(f.inputCents, "#,##0.00");
    format_set_bg_color(f.inputCents, kInputShade);
    format_set_align(f.inputCents, LXW_ALIGN_VERTICAL_TOP); // beside a price's wrapped source
    return f;
}

lxw_format *kpiFormat(const QString &id, const Formats &f)
{
    if (id == QLatin1String("tco_best") || id == QLatin1String("run_cost") || id == QLatin1String("recommended_cost"))
        return f.cny;
    if (id == QLatin1String("cny_per_gpu_hour") || id == QLatin1String("cost_per_million_tokens"))
        return f.cnyCents;
    if (id == QLatin1String("mfu"))
        return f.percent;
    // Counts read as whole numbers ("Recommended cluster 256", not 256.0).
    for (const char *count : { "recommended", "inference_cards", "inference_replicas", "tokens_per_s_per_gpu", "gpu_hours" }) {
        if (id == QLatin1String(count))
            return f.integer;
    }
    return f.number;
}

} // namespace cp::exports::workbookstyle
