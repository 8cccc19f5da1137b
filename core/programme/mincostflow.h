#pragma once
// A minimum-cost circulation on a small graph with integer capacities and real costs, negative
// costs allowed on arcs of finite capacity (the standard reduction: saturate every negative arc,
// then route the excesses it leaves with successive shortest paths, Dijkstra on reduced costs;
// Ahuja, Magnanti, Orlin, "Network Flows", 1993, sections 9.7 and 2.4). Integer capacities give an
// integral optimum. Used by the programme's supply solver (supply.h).

#include <vector>

namespace cp::programme {

class MinCostCirculation {
public:
    explicit MinCostCirculation(int nodes);
    /// Adds an arc u -> v with capacity `cap` (>= 0) and cost per unit `cost`; returns its id.
    int addArc(int u, int v, long long cap, double cost);
    /// Solves; returns the least total cost of a circulation.
    double solve();
    long long flow(int arc) const; ///< flow on an arc after solve()

    static constexpr long long kUnbounded = 1LL << 40;

private:
    struct Edge {
        int to;
        long long cap; ///< residual capacity
        double cost;
        int rev; ///< index of the reverse edge in m_graph[to]
    };
    struct ArcRef {
        int from;
        int index;
        long long cap;
    };
    std::vector<std::vector<Edge>> m_graph;
    std::vector<ArcRef> m_arcs;
    int m_nodes;
};

} // namespace cp::programme
