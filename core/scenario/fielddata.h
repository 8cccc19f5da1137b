#pragma once
// The registry's building blocks, shared by the scenario's fields (fields.cpp) and the list
// entries' fields (listfields.cpp): a member's FieldType, the conversions between a member and
// FieldData, and the rule constructors. Internal to core/scenario.

#include "core/scenario/fields.h"

#include <optional>
#include <variant>

namespace cp::fielddata {

using Kind = FieldRule::Kind;

// --- values <-> FieldData ----------------------------------------------------------------

template<class T>
struct TypeOf;
template<>
struct TypeOf<int> {
    static constexpr FieldType value = FieldType::Integer;
};
template<>
struct TypeOf<std::optional<int>> {
    static constexpr FieldType value = FieldType::OptionalInteger;
};
template<>
struct TypeOf<double> {
    static constexpr FieldType value = FieldType::Number;
};
template<>
struct TypeOf<std::optional<double>> {
    static constexpr FieldType value = FieldType::OptionalNumber;
};
template<>
struct TypeOf<bool> {
    static constexpr FieldType value = FieldType::Boolean;
};
template<>
struct TypeOf<std::optional<bool>> {
    static constexpr FieldType value = FieldType::OptionalBoolean;
};
template<>
struct TypeOf<QString> {
    static constexpr FieldType value = FieldType::Text;
};
template<>
struct TypeOf<std::optional<QString>> {
    static constexpr FieldType value = FieldType::OptionalText;
};
template<>
struct TypeOf<QStringList> {
    static constexpr FieldType value = FieldType::TextList;
};
template<>
struct TypeOf<QList<double>> {
    static constexpr FieldType value = FieldType::NumberList;
};
template<>
struct TypeOf<QDateTime> {
    static constexpr FieldType value = FieldType::Time;
};

inline FieldData toData(int v) { return double(v); }
inline FieldData toData(double v) { return v; }
inline FieldData toData(bool v) { return v; }
inline FieldData toData(const QString &v) { return v; }
inline FieldData toData(const QStringList &v) { return v; }
inline FieldData toData(const QList<double> &v) { return v; }
inline FieldData toData(const QDateTime &v) { return v.isValid() ? FieldData(v) : FieldData(); }
template<class T>
inline FieldData toData(const std::optional<T> &v)
{
    return v ? toData(*v) : FieldData();
}

template<class T>
T valueOf(const FieldData &d)
{
    const T *v = std::get_if<T>(&d);
    return v ? *v : T {};
}

inline void fromData(int &target, const FieldData &d) { target = static_cast<int>(valueOf<double>(d)); }
inline void fromData(double &target, const FieldData &d) { target = valueOf<double>(d); }
inline void fromData(bool &target, const FieldData &d) { target = valueOf<bool>(d); }
inline void fromData(QString &target, const FieldData &d) { target = valueOf<QString>(d); }
inline void fromData(QStringList &target, const FieldData &d) { target = valueOf<QStringList>(d); }
inline void fromData(QList<double> &target, const FieldData &d) { target = valueOf<QList<double>>(d); }
inline void fromData(QDateTime &target, const FieldData &d) { target = valueOf<QDateTime>(d); }
template<class T>
inline void fromData(std::optional<T> &target, const FieldData &d)
{
    if (std::holds_alternative<std::monostate>(d)) {
        target.reset();
        return;
    }
    T v {};
    fromData(v, d);
    target = v;
}

// --- rules -------------------------------------------------------------------------------

inline FieldRule integer(double min, double max) { return { {}, Kind::Integer, min, max, {} }; }
inline FieldRule number(double min, double max) { return { {}, Kind::Number, min, max, {} }; }
inline FieldRule text(double minLength, double maxLength) { return { {}, Kind::Text, minLength, maxLength, {} }; }
inline FieldRule choice(const QStringList &choices) { return { {}, Kind::Choice, 0, 0, choices }; }

} // namespace cp::fielddata
