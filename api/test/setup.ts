import "reflect-metadata";
import { Agent, setGlobalDispatcher } from "undici";

// The app closes a connection idle for 5 s (Node's keepAliveTimeout). A client that sends a request on it
// at that moment gets a reset: the race every HTTP/1.1 client has with a server's idle timeout. fetch's own
// pool lets an idle connection go a second before the server's hint, which the late timers of a busy
// machine can push past it; the tests' fetch lets its idle connections go after one second, and the test
// apps keep theirs for a minute (test/app.ts).
setGlobalDispatcher(new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 }));
