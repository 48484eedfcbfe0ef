"""How each default item may be said: synonyms and inflections (docs/interview.md, "Matching").

Every pattern is matched case-insensitively between word boundaries; ``(?-i:...)`` marks the parts
that must keep their case (``REST`` the protocol, not "the rest"; ``GET`` the method, not "get").
Items outside this table (a company agent's own keywords) match as a phrase whose last word may
take an inflection (``rate limit`` = "rate limits" = "rate limiting").
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["LEXICON", "item_pattern"]

_PER_SECOND = r"(?:per|a|/)\s?(?:second|sec|s)\b"
_UNITS = (
    r"(?:reads?|writes?|requests?|queries|calls|messages|events|clicks|lookups|redirects|uploads|posts|ops)"
)

LEXICON: dict[str, str] = {
    # problem clarification
    "users": r"users?|(?-i:DAU|MAU)|daily[- ]active|monthly[- ]active|customers?|audience|subscribers?"
    r"|visitors?|accounts|people (?:use|using)|user ?base",
    "QPS": rf"qps|(?-i:RPS|TPS)|queries per second|{_UNITS}\s{_PER_SECOND}|req/s(?:ec)?|requests?/s(?:ec)?"
    r"|hits per second|peak (?:traffic|load|rate)|request rate",
    "scale": r"scal(?:e|es|ed|ing|able|ability)|grow(?:th|s|ing)?|(?:millions|billions|thousands) of|volume"
    r"|\d+x (?:more|growth)",
    "latency": r"latenc(?:y|ies)|response[- ]times?|p(?:50|90|95|99|999)|round[- ]trips?|milliseconds"
    r"|\d+\s?ms|delay|lag|snappy|how fast",
    "availability": r"availab\w*|uptime|downtime|nines|99\.9+\s?%?|fault[- ]toleran\w*|(?-i:HA)|redundan\w*"
    r"|outages?|always[- ]on|failover|resilien\w*",
    "consistency": r"consisten\w*(?!\s+hash)|inconsisten\w*|linearizab\w*"
    r"|read[- ](?:your|after)[- ](?:own[- ])?writes?|stale\w*|cap theorem|(?-i:ACID)|in sync",
    # requirements
    "features": r"features?|functional requirements?|use[- ]cases?|user stor(?:y|ies)|(?:must|should) "
    r"(?:support|allow|let)|be able to|capabilit(?:y|ies)|in scope|functionality",
    "API": r"apis?|interfaces?|(?:public|client)[- ](?:calls|operations)|sdks?",
    "constraints": r"constrain\w*|limitations?|limits?|assum\w*|out of scope|non[- ]goals?|budget\w*"
    r"|restrict\w*",
    "SLA": r"slas?|slos?|slis?|service[- ]level\w*|error budgets?"
    r"|uptime (?:targets?|guarantees?|commitments?)",
    "throughput": rf"throughput|{_UNITS}\s(?:per|a|/)\s?(?:second|sec|s|day|minute|hour)\b|qps|(?-i:RPS|TPS)"
    r"|bandwidth|ops/s(?:ec)?|[mg]b/s|writes?/s(?:ec)?|reads?/s(?:ec)?",
    # data design
    "database": r"databases?|dbs?|data ?stores?|postgres\w*|mysql|cassandra|dynamo(?:db)?|mongo(?:db)?"
    r"|bigtable|spanner|cockroach(?:db)?|hbase|sqlite|aurora|storage (?:engine|layer)|persist\w*",
    "schema": r"schemas?|schemata|tables?|columns?|data models?|entit(?:y|ies)"
    r"|(?:primary|foreign|partition|sort) keys?|index(?:es|ed)?|indices|fields?|records? (?:layout|shape)",
    "SQL": r"(?<!no-)(?<!non )(?<!non-)(?:sql|mysql|postgres(?:ql)?|relational|rdbms|joins?)",
    "NoSQL": r"nosql|no-sql|non[- ]?relational|key[- ]value(?: stores?)?|document (?:stores?|databases?|dbs?)"
    r"|wide[- ]column|cassandra|dynamo(?:db)?|mongo(?:db)?|bigtable|hbase",
    "sharding": r"shard\w*|partition\w*|consistent hashing|hash ring|horizontal(?:ly)? (?:scal\w*|split\w*)"
    r"|split (?:the )?data",
    "replication": r"replic\w*|leader[- ]follower|master[- ]slave|primary[- ](?:secondary|replica)|standbys?"
    r"|followers|copies|mirror\w*",
    # API design
    "endpoint": r"endpoints?|routes?|(?-i:GET|POST|PUT|PATCH|DELETE)\s+/\S*|/api/\S+|/v\d+/\S*|url paths?",
    "REST": r"(?-i:REST)(?:ful)?|restful|rest (?:api|apis|endpoints?|style|interface)|resource[- ]oriented",
    "gRPC": r"g?rpcs?|protobufs?|protocol buffers|thrift",
    "request": r"requests?|request bod(?:y|ies)|payloads?|query (?:param(?:eter)?s?|strings?)"
    r"|parameters?|params|(?:takes|accepts|sends?) (?:a |an )?(?:json|body)",
    "response": r"responses?|respond(?:s|ed|ing)?|returns?|returned|returning|status codes?|replies|reply",
    "HTTP": r"https?(?:/[12](?:\.\d)?)?|(?-i:GET|POST|PUT|PATCH|DELETE)",
    # high-level design
    "load balancer": r"load[- ]?balanc\w*|(?-i:LBs?|ELB|ALB|NLB)|nginx|haproxy|envoy|round[- ]robin"
    r"|reverse proxy|(?:spread|distribut\w*) (?:the )?(?:traffic|load|requests)",
    "cache": r"cach\w*|redis|memcached?|in[- ]memory (?:store|copy|layer)",
    "queue": r"queu\w*|kafka|rabbitmq|sqs|pub[-/ ]?sub|message (?:brokers?|bus)|event (?:streams?|bus)"
    r"|async(?:hronous)? workers?",
    "CDN": r"cdns?|content delivery networks?|edge (?:caches?|servers?|locations?|nodes?)|cloudfront|akamai"
    r"|fastly|cloudflare|(?-i:PoPs?)|points? of presence",
    "microservices": r"micro[- ]?services?|service[- ]oriented"
    r"|(?:separate|independent|dedicated|stateless|small) services?|split into services",
    "architecture": r"architect\w*|components?|high[- ]level design|diagrams?|tiers?",
}

_BOUNDARY_BEFORE = r"(?<![A-Za-z0-9_])"
_BOUNDARY_AFTER = r"(?![A-Za-z0-9_])"


def _generic(item: str) -> str:
    words = [w for w in re.split(r"[\s-]+", item.strip()) if w]
    if not words:
        return r"(?!)"
    *head, last = words
    stem = last[:-1] if len(last) > 3 and last.endswith("s") and not last.endswith("ss") else last
    tail = rf"{re.escape(stem)}(?:s|es|ed|d|ing)?" if stem[-1:].isalpha() else re.escape(last)
    return r"[\s-]?".join([*(re.escape(w) for w in head), tail])


@lru_cache(maxsize=512)
def item_pattern(item: str) -> re.Pattern[str]:
    """The compiled matcher of one item (its lexicon entry, or the phrase with inflections)."""
    body = LEXICON.get(item)
    if body is None:
        lowered = {key.lower(): value for key, value in LEXICON.items()}
        body = lowered.get(item.lower(), _generic(item))
    return re.compile(rf"{_BOUNDARY_BEFORE}(?:{body}){_BOUNDARY_AFTER}", re.IGNORECASE)
