# Run by /usr/share/grafana/bin/grafana (pkg-files/grafana.post lays that wrapper down, as the
# grafana RPM lays down Grafana's binary). Test bed stand-in for Grafana's server, which the bed
# cannot run: the part of its contract the monitoring stage relies on, from Grafana's docs.
#   grafana server --config=FILE --pidfile=FILE [--packaging=rpm] [cfg:default.paths.data=DIR ...]
#     (the RPM's grafana-server.service, packaging/rpm/systemd/grafana-server.service)
# Configuration ("Configure Grafana": defaults, and "Override configuration with environment
# variables" GF_<SECTION>_<KEY>): GF_SERVER_HTTP_ADDR (default: every interface),
# GF_SERVER_HTTP_PORT (3000), GF_SECURITY_ADMIN_USER (admin), GF_SECURITY_ADMIN_PASSWORD
# (admin; "Set once on first-run": the admin user is created with it when the database does not
# exist, a later change does nothing), GF_AUTH_ANONYMOUS_ENABLED (false; true lets a request
# without credentials in as GF_AUTH_ANONYMOUS_ORG_ROLE, Viewer), GF_USERS_ALLOW_SIGN_UP (false;
# true: POST /api/user/signup/step2 creates a user). The database is DATA/grafana.db (here JSON),
# DATA the cfg:default.paths.data argument (default /var/lib/grafana).
# Provisioning ("Provision Grafana", data sources): every *.yaml of
# PROVISIONING/datasources (cfg:default.paths.provisioning, default /etc/grafana/provisioning)
# read at start, $VAR and ${VAR} replaced by the environment's values ("Using environment
# variables"); secureJsonData is stored and never returned (secureJsonFields says which are set).
# HTTP API (Grafana "HTTP API" reference): basic auth of a user ("Authentication": Basic auth),
# 401 {"message": "Unauthorized"} without valid credentials;
#   GET /api/health                         no auth: {"commit", "database": "ok", "version"}
#   GET /api/user                           the signed-in user (isGrafanaAdmin)
#   PUT /api/user/password                  {"oldPassword", "newPassword", "confirmNew"}: 200
#                                           {"message": "User password changed"}; a wrong old
#                                           password 401 {"message": "Invalid old password"}
#   GET /api/admin/settings                 Grafana Admin only (403 otherwise)
#   GET /api/datasources/uid/UID            the provisioned data source (admin)
#   GET /api/datasources/uid/UID/health     Prometheus data source health: queries
#                                           URL/api/v1/query?query=1%2B1 with its basic auth
#                                           ("Data source HTTP API", "Check data source health")
# The version served is the installed grafana package's at the start (rpm -q), as a running
# binary keeps its own until it is restarted.
import base64
import glob
import json
import os
import re
import subprocess
import sys
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

args = sys.argv[1:]
if not args or args[0] != "server":
    print("grafana (test bed stand-in): only 'server' is emulated", file=sys.stderr)
    sys.exit(2)
paths = {"data": "/var/lib/grafana", "provisioning": "/etc/grafana/provisioning"}
for a in args[1:]:
    m = re.match(r"cfg:default\.paths\.(\w+)=(.*)", a)
    if m:
        paths[m.group(1)] = m.group(2)
    elif a.startswith("--pidfile="):
        pidfile = a.split("=", 1)[1]
        try:
            os.makedirs(os.path.dirname(pidfile), exist_ok=True)
            with open(pidfile, "w") as f:
                f.write("%d\n" % os.getpid())
        except OSError:
            pass
env = os.environ
addr = env.get("GF_SERVER_HTTP_ADDR", "")
port = int(env.get("GF_SERVER_HTTP_PORT", "3000"))
admin_user = env.get("GF_SECURITY_ADMIN_USER", "admin")
anonymous = env.get("GF_AUTH_ANONYMOUS_ENABLED", "false").lower() == "true"
version = subprocess.run(["rpm", "-q", "--qf", "%{VERSION}", "grafana"], capture_output=True, text=True).stdout.strip()
db_path = os.path.join(paths["data"], "grafana.db")
if os.path.exists(db_path):
    db = json.load(open(db_path))
else:
    db = {"users": {admin_user: {"password": env.get("GF_SECURITY_ADMIN_PASSWORD", "admin"), "admin": True}}}
    os.makedirs(paths["data"], exist_ok=True)
    with open(db_path, "w") as f:
        json.dump(db, f)


def expand(text):
    return re.sub(r"\$\{(\w+)\}|\$(\w+)", lambda m: env.get(m.group(1) or m.group(2), ""), text)


def provisioned():
    out = {}
    for f in sorted(glob.glob(os.path.join(paths["provisioning"], "datasources", "*.yaml"))):
        text = expand(open(f).read())
        # the YAML the stage writes: "- name:" items with "key: value" lines (and one nested map)
        current, nested = None, None
        for line in text.splitlines():
            s = line.strip()
            if not s or s.startswith("#"):
                continue
            if s.startswith("- "):
                current, nested = {}, None
                s = s[2:]
                out.setdefault("_list", []).append(current)
            if current is None or ":" not in s:
                continue
            k, _, v = s.partition(":")
            k, v = k.strip(), v.strip().strip('"')
            indent = len(line) - len(line.lstrip())
            if v == "" and k in ("jsonData", "secureJsonData"):
                nested = current.setdefault(k, {})
                nested["_indent"] = indent
            elif nested is not None and indent > nested["_indent"]:
                nested[k] = v
            else:
                nested = None
                current[k] = v
    return {d.get("uid", d.get("name")): d for d in out.get("_list", [])}


DATASOURCES = provisioned()


def save():
    with open(db_path, "w") as f:
        json.dump(db, f)


class Handler(BaseHTTPRequestHandler):
    def user(self):
        h = self.headers.get("Authorization", "")
        if h.startswith("Basic "):
            try:
                login, _, pw = base64.b64decode(h[6:]).decode().partition(":")
            except Exception:
                return None
            u = db["users"].get(login)
            if u and u["password"] == pw:
                return login
            return None
        return "" if anonymous else None

    def reply(self, code, body):
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        path = self.path.split("?")[0]
        if path == "/api/health":
            return self.reply(200, {"commit": "ocitb", "database": "ok", "version": version})
        who = self.user()
        if who is None:
            return self.reply(401, {"message": "Unauthorized"})
        admin = bool(who) and db["users"][who].get("admin", False)
        if path == "/api/user":
            return self.reply(200, {"login": who, "isGrafanaAdmin": admin})
        if not admin:
            return self.reply(403, {"message": "Permission denied"})
        if path == "/api/admin/settings":
            return self.reply(200, {"auth.anonymous": {"enabled": str(anonymous).lower()}})
        m = re.match(r"/api/datasources/uid/([^/]+)(/health)?$", path)
        if m and m.group(1) in DATASOURCES:
            d = DATASOURCES[m.group(1)]
            if not m.group(2):
                shown = {k: v for k, v in d.items() if k != "secureJsonData"}
                shown["secureJsonFields"] = {k: True for k in d.get("secureJsonData", {}) if k != "_indent"}
                return self.reply(200, shown)
            req = urllib.request.Request(d.get("url", "") + "/api/v1/query?query=1%2B1")
            if d.get("basicAuth") == "true":
                pw = d.get("secureJsonData", {}).get("basicAuthPassword", "")
                token = base64.b64encode(("%s:%s" % (d.get("basicAuthUser", ""), pw)).encode()).decode()
                req.add_header("Authorization", "Basic " + token)
            try:
                urllib.request.urlopen(req, timeout=5).read()
                return self.reply(200, {"status": "OK", "message": "Successfully queried the Prometheus API."})
            except Exception as e:
                return self.reply(400, {"status": "ERROR", "message": "Prometheus: %s" % e})
        return self.reply(404, {"message": "Not found"})

    def do_PUT(self):
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
        who = self.user()
        if not who:
            return self.reply(401, {"message": "Unauthorized"})
        if self.path == "/api/user/password":
            u = db["users"][who]
            if body.get("oldPassword") != u["password"]:
                return self.reply(401, {"message": "Invalid old password"})
            if body.get("newPassword") != body.get("confirmNew") or len(body.get("newPassword") or "") < 4:
                return self.reply(400, {"message": "New password is too short"})
            u["password"] = body["newPassword"]
            save()
            return self.reply(200, {"message": "User password changed"})
        return self.reply(404, {"message": "Not found"})

    def log_message(self, *a):
        pass


ThreadingHTTPServer((addr or "0.0.0.0", port), Handler).serve_forever()
