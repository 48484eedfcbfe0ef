"""The default design sub-phases and their items (docs/interview.md, "Default phases").

The ids, names, descriptions and keywords are the contract every provider, evaluator and labelled
transcript spells items by; the probes are what the deterministic interviewer asks about a gap.
"""

from __future__ import annotations

from assay.interview._models import Phase

__all__ = ["DEFAULT_PHASES", "default_phases", "probe_for"]

DEFAULT_PHASES: tuple[Phase, ...] = (
    Phase(
        id="problem_clarification",
        name="Problem Clarification",
        description="Clarify requirements, scale, and constraints",
        keywords=["users", "QPS", "scale", "latency", "availability", "consistency"],
    ),
    Phase(
        id="requirements",
        name="Requirements Gathering",
        description="Define functional and non-functional requirements",
        keywords=["features", "API", "constraints", "SLA", "throughput"],
    ),
    Phase(
        id="data_design",
        name="Data Design",
        description="Design data model, storage, and schemas",
        keywords=["database", "schema", "SQL", "NoSQL", "sharding", "replication"],
    ),
    Phase(
        id="api_design",
        name="API Design",
        description="Design REST/RPC APIs and contracts",
        keywords=["endpoint", "REST", "gRPC", "request", "response", "HTTP"],
    ),
    Phase(
        id="hld",
        name="High-Level Design",
        description="Design system architecture and components",
        keywords=["load balancer", "cache", "queue", "CDN", "microservices", "architecture"],
    ),
)

#: One probing question per default item: what the deterministic interviewer asks about a gap.
_PROBES: dict[str, str] = {
    "users": "Who are the users, and roughly how many of them are active each day?",
    "QPS": "What peak request rate (queries per second) should the system handle, reads versus writes?",
    "scale": "How large does this need to grow — data volume and traffic in a year or five?",
    "latency": "What latency is acceptable for the main operations, say at the 99th percentile?",
    "availability": "How available must it be, and what happens to users during an outage?",
    "consistency": "Which operations need strong consistency, and where is eventual consistency fine?",
    "features": "Which features are in scope for a first version, and which are out?",
    "API": "What operations does the system expose to its clients?",
    "constraints": "What constraints or assumptions bound the design (budget, regions, limits)?",
    "SLA": "What service-level objectives would you commit to, and how would you measure them?",
    "throughput": "What sustained throughput do the writes and reads need?",
    "database": "Which database would you store the core data in, and why that one?",
    "schema": "What does the schema look like — the main tables or documents and their keys?",
    "SQL": "Would a relational (SQL) store fit here? What would it give you?",
    "NoSQL": "Where would a NoSQL store (key-value, document, wide-column) fit better, and why?",
    "sharding": "How would you partition (shard) the data once one machine is not enough, and by what key?",
    "replication": "How is the data replicated, and what does a replica failure or lag mean for reads?",
    "endpoint": "Which endpoints would you expose? Walk me through the main one.",
    "REST": "Would you make it a REST API? How do the resources map to URLs?",
    "gRPC": "Is there a place for gRPC or another RPC protocol, for example between internal services?",
    "request": "What goes into the main request — parameters, body, authentication?",
    "response": "What does the response look like, including the status codes and errors?",
    "HTTP": "Which HTTP methods and status codes would the main calls use?",
    "load balancer": "How is traffic spread across the servers — where do the load balancers sit?",
    "cache": "What would you cache, where, and how do entries get invalidated?",
    "queue": "Which work can be made asynchronous through a queue, and what consumes it?",
    "CDN": "Would a CDN help here? What would it serve?",
    "microservices": "How would you split the system into services, and what does each own?",
    "architecture": "Can you sketch the overall architecture: the components and how a request flows?",
}


def default_phases() -> list[Phase]:
    """A fresh copy of the default phases (callers may change theirs)."""
    return [phase.model_copy(deep=True) for phase in DEFAULT_PHASES]


def probe_for(item: str, question_title: str = "this system") -> str:
    """The probing question the deterministic interviewer asks about an uncovered ``item``."""
    return _PROBES.get(item) or f"Could you talk about {item} for {question_title}?"
