"""The opt-in server extension that sends kernel messages at once (``connect_widgets.nodelay``).

Its effect on click latency is measured by ``make benchmark`` (with and without, in one run); the
browser tests run JupyterLab with it on, and the one below checks that the server loaded it.
"""

from __future__ import annotations

from collections.abc import Coroutine
from typing import Any

from connect_widgets import nodelay


class Handler:
    """A stand-in for the server's kernel websocket handler."""

    def __init__(self) -> None:
        self.nodelay: bool | None = None

    def set_nodelay(self, value: bool) -> None:
        self.nodelay = value


class Connection:
    """A stand-in for the server's kernel websocket connection class."""

    def __init__(self, handler: Handler) -> None:
        self.websocket_handler = handler
        self.connected = False

    async def connect(self) -> Any:
        self.connected = True
        return "connected"


class Server:
    """A stand-in for the Jupyter server application the extension is loaded into."""

    def __init__(self) -> None:
        self.web_app = type("WebApp", (), {"settings": {"kernel_websocket_connection_class": Connection}})()
        self.log = type("Log", (), {"info": lambda self, message: None})()


def finished(coroutine: Coroutine[Any, Any, Any]) -> Any:
    """Run a coroutine that never waits, without an event loop.

    The browser tests keep Playwright's loop running in this thread, so ``asyncio.run`` is refused
    here; the stand-in ``connect`` never awaits, so one step finishes it.
    """
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value
    raise AssertionError("the connection waited on something the stand-in does not provide")


def test_the_extension_declares_itself_to_the_server() -> None:
    assert nodelay._jupyter_server_extension_points() == [{"module": "connect_widgets.nodelay"}]


def test_loaded_it_switches_nagle_off_on_every_kernel_websocket_it_connects() -> None:
    server = Server()
    nodelay._load_jupyter_server_extension(server)
    connection_class = server.web_app.settings["kernel_websocket_connection_class"]
    assert issubclass(connection_class, Connection)
    handler = Handler()
    connection = connection_class(handler)
    assert finished(connection.connect()) == "connected"
    assert handler.nodelay is True and connection.connected
    nodelay._load_jupyter_server_extension(server)  # loaded twice: wrapped once
    assert server.web_app.settings["kernel_websocket_connection_class"] is connection_class


def test_not_loaded_the_server_keeps_its_own_connection() -> None:
    handler = Handler()
    finished(Connection(handler).connect())
    assert handler.nodelay is None
