"""Candidate answers written for these tests: per default phase, one with substance and one stuffed."""

from __future__ import annotations

THOROUGH: dict[str, list[str]] = {
    "problem_clarification": [
        "We expect about 100M daily active users, and roughly 20k redirects per second at peak.",
        "A redirect should take under 50 ms at p99 because it sits on the user's critical path.",
        "Availability matters more than consistency here: we accept eventual consistency for click counts.",
        "We will grow to 10 billion links over five years, so the design must scale horizontally.",
    ],
    "requirements": [
        "The core features are creating a short link and redirecting; custom aliases are out of scope.",
        "The public API has two calls: create a link and resolve a code.",
        "We commit to an SLA of 99.95% monthly uptime for redirects.",
        "Throughput: about 2k writes per second and 200k reads per second at peak.",
    ],
    "data_design": [
        "I'd store links in a key-value NoSQL database such as DynamoDB because lookups are by code only.",
        "The schema is one table: code as the primary key, long URL, owner and expiry time.",
        "We shard by a hash of the code so the load spreads evenly across partitions.",
        "Each partition is replicated to three nodes so a node failure loses no data.",
    ],
    "api_design": [
        "The endpoint POST /v1/links creates a link and returns the code in a JSON body.",
        "It is a REST API over HTTPS, with GET /{code} answering a 301 redirect.",
        "The request carries the long URL and an optional expiry; the response includes the short URL.",
    ],
    "hld": [
        "A load balancer spreads traffic across stateless web servers in each region.",
        "Hot codes are kept in a Redis cache in front of the database, which absorbs most redirects.",
        "Click events go to a Kafka queue so analytics never slows down a redirect.",
        "The overall architecture is three tiers: edge, stateless services and the storage layer.",
    ],
}

STUFFED: dict[str, str] = {
    "problem_clarification": "Users, QPS, scale, latency, availability, consistency.",
    "requirements": "Features, API, constraints, SLA and throughput are all important.",
    "data_design": "Database schema SQL NoSQL sharding replication.",
    "api_design": "Let's consider endpoint, REST, gRPC, request, response and HTTP.",
    "hld": "load balancer, cache, queue, CDN, microservices, architecture",
}
