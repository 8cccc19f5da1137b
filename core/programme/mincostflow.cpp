#include "core/programme/mincostflow.h"

#include "core/common/numeric.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <queue>
#include <utility>

namespace cp::programme {

MinCostCirculation::MinCostCirculation(int nodes)
    : m_graph(idx(nodes + 2))
    , m_nodes(nodes)
{
}

int MinCostCirculation::addArc(int u, int v, long long cap, double cost)
{
    auto &from = m_graph[idx(u)];
    auto &to = m_graph[idx(v)];
    from.push_back(Edge { v, cap, cost, static_cast<int>(to.size()) });
    to.push_back(Edge { u, 0, -cost, static_cast<int>(from.size()) - 1 });
    m_arcs.push_back(ArcRef { u, static_cast<int>(from.size()) - 1, cap });
    return static_cast<int>(m_arcs.size()) - 1;
}

long long MinCostCirculation::flow(int arc) const
{
    const ArcRef &a = m_arcs[idx(arc)];
    return a.cap - m_graph[idx(a.from)][idx(a.index)].cap;
}

double MinCostCirculation::solve()
{
    const int source = m_nodes;
    const int sink = m_nodes + 1;
    double total = 0;
    // Saturate the negative arcs: their flow is at capacity, the imbalance goes to the ends.
    std::vector<long long> excess(idx(m_nodes), 0);
    for (int u = 0; u < m_nodes; ++u) {
        for (Edge &e : m_graph[idx(u)]) {
            if (e.cost >= 0 || e.cap <= 0)
                continue;
            const long long c = e.cap;
            e.cap = 0;
            m_graph[idx(e.to)][idx(e.rev)].cap += c;
            excess[idx(e.to)] += c;
            excess[idx(u)] -= c;
            total += e.cost * double(c);
        }
    }
    long long need = 0;
    for (int v = 0; v < m_nodes; ++v) {
        if (excess[idx(v)] > 0) {
            addArc(source, v, excess[idx(v)], 0);
            need += excess[idx(v)];
        } else if (excess[idx(v)] < 0) {
            addArc(v, sink, -excess[idx(v)], 0);
        }
    }
    // Successive shortest paths with potentials: every residual cost is now >= 0.
    const size_t n = m_graph.size();
    std::vector<double> potential(n, 0);
    constexpr double kInf = std::numeric_limits<double>::infinity();
    while (need > 0) {
        std::vector<double> dist(n, kInf);
        std::vector<std::pair<int, int>> parent(n, { -1, -1 });
        using Item = std::pair<double, int>;
        std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
        dist[idx(source)] = 0;
        queue.push({ 0, source });
        while (!queue.empty()) {
            const auto [d, u] = queue.top();
            queue.pop();
            if (d > dist[idx(u)])
                continue;
            const auto &edges = m_graph[idx(u)];
            for (size_t i = 0; i < edges.size(); ++i) {
                const Edge &e = edges[i];
                if (e.cap <= 0)
                    continue;
                // Reduced costs are >= 0 up to rounding; clamp so Dijkstra stays well defined.
                const double reduced = std::max(0.0, e.cost + potential[idx(u)] - potential[idx(e.to)]);
                if (dist[idx(u)] + reduced < dist[idx(e.to)]) {
                    dist[idx(e.to)] = dist[idx(u)] + reduced;
                    parent[idx(e.to)] = { u, static_cast<int>(i) };
                    queue.push({ dist[idx(e.to)], e.to });
                }
            }
        }
        if (dist[idx(sink)] == kInf)
            break; // cannot happen: every excess can return along the arc it came by
        // h(v) += min(d(v), d(sink)) keeps every residual reduced cost >= 0, reached or not.
        for (size_t v = 0; v < n; ++v)
            potential[v] += std::min(dist[v], dist[idx(sink)]);
        long long push = need;
        for (int v = sink; v != source; v = parent[idx(v)].first) {
            const auto [u, i] = parent[idx(v)];
            push = std::min(push, m_graph[idx(u)][idx(i)].cap);
        }
        for (int v = sink; v != source; v = parent[idx(v)].first) {
            const auto [u, i] = parent[idx(v)];
            Edge &e = m_graph[idx(u)][idx(i)];
            e.cap -= push;
            m_graph[idx(e.to)][idx(e.rev)].cap += push;
            total += e.cost * double(push);
        }
        need -= push;
    }
    return total;
}

} // namespace cp::programme
