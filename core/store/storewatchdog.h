#pragma once
// A client-side limit on how long one statement may wait for the team library's server. A server
// that stops answering (its process stopped, a network that drops packets without a reset) would
// leave libpq waiting on the socket forever; the watchdog shuts the connection's socket down when
// a statement has not finished in time, so the wait ends with a connection error the store reports
// as a timeout. The server's own statement_timeout ends slow statements first, cleanly, when the
// server still runs. Only core/store uses it.

#include <QSqlDatabase>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace cp {

class StatementWatchdog {
public:
    StatementWatchdog() = default;
    ~StatementWatchdog();
    StatementWatchdog(const StatementWatchdog &) = delete;
    StatementWatchdog &operator=(const StatementWatchdog &) = delete;

    /// Watches db's PostgreSQL connection from now for at most timeoutMs (nothing for another driver).
    void arm(QSqlDatabase &db, int timeoutMs);
    void disarm();
    /// Whether it ended a wait (the connection is gone since).
    bool fired() const;

    /// Arms for one scope (nested scopes keep the outer deadline).
    class Scope {
    public:
        Scope(StatementWatchdog &dog, QSqlDatabase db, int timeoutMs);
        ~Scope();
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;

    private:
        StatementWatchdog &m_dog;
        bool m_armed = false;
    };

private:
    void run();

    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::thread m_thread;
    int m_socket = -1;
    bool m_armed = false;
    bool m_stop = false;
    bool m_fired = false;
    std::chrono::steady_clock::time_point m_deadline;
};

} // namespace cp
