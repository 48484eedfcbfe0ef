"""The cap on event streams open at once (``ASSAY_RATE_LIMIT_STREAMS``, docs/deploy.md "Rate limits").

Against the session's real redis-server: two API servers share one key's cap, a slot given back is
free again, a slot whose server died lapses by itself, and without Redis the cap is kept in memory.
"""

from __future__ import annotations

import time

from assay.scale import StreamSlots
from tests.servers import free_port


def test_servers_share_a_keys_stream_cap_and_a_closed_stream_frees_its_slot(redis_url: str) -> None:
    one, two = StreamSlots(3, 900, redis_url), StreamSlots(3, 900, redis_url)
    tickets = [one.acquire("key:a"), two.acquire("key:a"), one.acquire("key:a")]
    assert None not in tickets
    assert two.acquire("key:a") is None and one.acquire("key:a") is None
    assert two.acquire("key:b") is not None  # another key has its own cap
    first = tickets[0]
    assert first is not None
    two.release("key:a", first)  # given back on another server than the one that took it
    two.release("key:a", first)  # twice frees one slot, not two
    assert one.acquire("key:a") is not None
    assert one.acquire("key:a") is None


def test_a_slot_its_server_never_gave_back_lapses_after_the_hold(redis_url: str) -> None:
    dead, alive = StreamSlots(1, 1.0, redis_url), StreamSlots(1, 1.0, redis_url)
    assert dead.acquire("key:a") is not None  # its server is killed before it gives the slot back
    assert alive.acquire("key:a") is None
    deadline = time.monotonic() + 30
    while (ticket := alive.acquire("key:a")) is None and time.monotonic() < deadline:
        time.sleep(0.2)
    assert ticket is not None


def test_without_redis_the_cap_is_kept_in_memory() -> None:
    for slots in (StreamSlots(2, 900), StreamSlots(2, 900, f"redis://127.0.0.1:{free_port()}/0")):
        first, second = slots.acquire("ip:1"), slots.acquire("ip:1")
        assert first is not None and second is not None and slots.acquire("ip:1") is None
        slots.release("ip:1", first)
        assert slots.acquire("ip:1") is not None and slots.acquire("ip:1") is None
