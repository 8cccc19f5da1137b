#pragma once
// A minimal std::expected stand-in (C++23's <expected> is not in our C++20 toolchain).
// Holds either a value or a list of errors (validation reports every problem at once).
// [[nodiscard]]: a result that is not looked at is a compile error (-Werror), so no failure is
// silently dropped; where ignoring one is right, say why beside a static_cast<void>.

#include "core/common/error.h"

#include <cassert>
#include <utility>
#include <variant>

namespace cp {

template<class T>
class [[nodiscard]] Expected {
public:
    Expected(T value)
        : m_data(std::move(value))
    {
    }
    Expected(Error error)
        : m_data(Errors { std::move(error) })
    {
    }
    Expected(Errors errors)
        : m_data(std::move(errors))
    {
        assert(!std::get<Errors>(m_data).isEmpty());
    }

    bool hasValue() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return hasValue(); }

    const T &value() const & { return std::get<T>(m_data); }
    T &value() & { return std::get<T>(m_data); }
    T &&value() && { return std::get<T>(std::move(m_data)); }
    const T &operator*() const & { return value(); }
    T &operator*() & { return value(); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }

    /// The errors; empty when a value is held.
    Errors errors() const { return hasValue() ? Errors {} : std::get<Errors>(m_data); }
    /// First error, or a default Error when a value is held.
    Error error() const { return hasValue() ? Error {} : std::get<Errors>(m_data).constFirst(); }

private:
    std::variant<T, Errors> m_data;
};

/// Result of an operation that returns nothing on success.
struct Ok { };
using Status = Expected<Ok>;

} // namespace cp
