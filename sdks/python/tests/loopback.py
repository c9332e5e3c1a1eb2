"""A raw HTTP server on a loopback port for the tests that must see what crosses the socket (piece by piece,
stalls, proxy request lines), which httpx's MockTransport cannot show: a subclass answers each connection
in `handle`, called on the accepting thread (or started on its own thread where it must wait)."""
import socket
import threading


class LoopbackServer:
    def __init__(self, backlog: int = 8) -> None:
        self._sock = socket.socket()
        self._sock.bind(("127.0.0.1", 0))
        self._sock.listen(backlog)
        threading.Thread(target=self._serve, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._sock.getsockname()[1]}"

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return
            self.handle(conn)

    def handle(self, conn: socket.socket) -> None:
        raise NotImplementedError

    def close(self) -> None:
        self._sock.close()
