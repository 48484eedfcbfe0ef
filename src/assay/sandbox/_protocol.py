"""Framing between the supervisor and its zygote over a Unix socket pair.

A frame is two big-endian lengths, a JSON header and an opaque blob (the job's payload). File
descriptors (the job's stdio and result pipes) ride along as ``SCM_RIGHTS`` on the first bytes.
Standard library only: the zygote imports this.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import struct
from collections.abc import Sequence
from typing import Any

_PREFIX = struct.Struct(">II")
MAX_HEADER = 1 << 20
MAX_BLOB = 256 << 20


class ProtocolError(Exception):
    """The peer sent something that is not a frame."""


def send_frame(
    sock: socket.socket, header: dict[str, Any], blob: bytes = b"", fds: Sequence[int] = ()
) -> None:
    """Send one frame (and optionally file descriptors) on a blocking socket."""
    head = json.dumps(header, separators=(",", ":")).encode()
    data = _PREFIX.pack(len(head), len(blob)) + head
    if fds:
        sent = socket.send_fds(sock, [data], list(fds))
        data = data[sent:]
    if data:
        sock.sendall(data)
    if blob:
        sock.sendall(blob)


def _recv_exact(sock: socket.socket, size: int) -> bytes:
    chunks = bytearray()
    while len(chunks) < size:
        chunk = sock.recv(min(size - len(chunks), 1 << 20))
        if not chunk:
            raise ProtocolError("connection closed inside a frame")
        chunks += chunk
    return bytes(chunks)


def recv_frame(sock: socket.socket, maxfds: int = 0) -> tuple[dict[str, Any], bytes, list[int]] | None:
    """Receive one frame; ``None`` on a clean end of stream."""
    fds: list[int] = []
    if maxfds:
        first, fds, _, _ = socket.recv_fds(sock, _PREFIX.size, maxfds)
    else:
        first = sock.recv(_PREFIX.size)
    if not first:
        for fd in fds:
            _close(fd)
        return None
    try:
        prefix = first + _recv_exact(sock, _PREFIX.size - len(first))
        head_len, blob_len = _PREFIX.unpack(prefix)
        if head_len > MAX_HEADER or blob_len > MAX_BLOB:
            raise ProtocolError(f"frame too large ({head_len}+{blob_len} bytes)")
        header = json.loads(_recv_exact(sock, head_len))
        if not isinstance(header, dict):
            raise ProtocolError("frame header is not an object")
        blob = _recv_exact(sock, blob_len) if blob_len else b""
    except BaseException:
        for fd in fds:
            _close(fd)
        raise
    return header, blob, fds


def _close(fd: int) -> None:
    with contextlib.suppress(OSError):
        os.close(fd)
