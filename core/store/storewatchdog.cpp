#include "core/store/storewatchdog.h"

#include <QSqlDriver>
#include <QVariant>

#include <cstring>
#include <dlfcn.h>
#include <sys/socket.h>

namespace cp {

namespace {

// libpq's PQsocket, from the copy the Qt PostgreSQL driver has loaded (no link-time dependency).
int postgresSocket(QSqlDatabase &db)
{
    using SocketOf = int (*)(const void *);
    static const SocketOf socketOf = []() -> SocketOf {
        void *lib = dlopen("libpq.so.5", RTLD_LAZY | RTLD_NOLOAD);
        void *symbol = lib ? dlsym(lib, "PQsocket") : nullptr;
        SocketOf fn = nullptr;
        if (symbol)
            std::memcpy(&fn, &symbol, sizeof fn);
        return fn;
    }();
    if (!socketOf || !db.isOpen() || !db.driver())
        return -1;
    const QVariant handle = db.driver()->handle();
    // Qt names the type by libpq's struct (PGconn is a typedef of struct pg_conn).
    if (!handle.isValid() || (qstrcmp(handle.typeName(), "pg_conn*") != 0 && qstrcmp(handle.typeName(), "PGconn*") != 0))
        return -1;
    const void *connection = *static_cast<void *const *>(handle.constData());
    return connection ? socketOf(connection) : -1;
}

} // namespace

StatementWatchdog::~StatementWatchdog()
{
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_changed.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

void StatementWatchdog::arm(QSqlDatabase &db, int timeoutMs)
{
    const int socket = postgresSocket(db);
    if (socket < 0 || timeoutMs <= 0)
        return;
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_socket = socket;
        m_deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
        m_armed = true;
        if (!m_thread.joinable())
            m_thread = std::thread([this] { run(); });
    }
    m_changed.notify_all();
}

void StatementWatchdog::disarm()
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_armed = false;
}

bool StatementWatchdog::fired() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_fired;
}

void StatementWatchdog::run()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    while (!m_stop) {
        if (!m_armed) {
            m_changed.wait(lock);
            continue;
        }
        const auto deadline = m_deadline;
        if (m_changed.wait_until(lock, deadline) == std::cv_status::timeout && m_armed && m_deadline == deadline) {
            // The blocked read returns at once with end-of-file; libpq then reports the connection lost.
            ::shutdown(m_socket, SHUT_RDWR);
            m_fired = true;
            m_armed = false;
        }
    }
}

StatementWatchdog::Scope::Scope(StatementWatchdog &dog, QSqlDatabase db, int timeoutMs)
    : m_dog(dog)
{
    {
        const std::lock_guard<std::mutex> lock(dog.m_mutex);
        if (dog.m_armed)
            return;
    }
    dog.arm(db, timeoutMs);
    m_armed = true;
}

StatementWatchdog::Scope::~Scope()
{
    if (m_armed)
        m_dog.disarm();
}

} // namespace cp
