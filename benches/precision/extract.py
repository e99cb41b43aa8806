#!/usr/bin/env python3
"""Extract HEAD of a bare git dir into DEST, skipping blobs absent from the snapshot.
usage: extract.py GITDIR DEST  -> prints 'commit files_written missing_blobs skipped_submodules'"""
import os, subprocess, sys
g, dest = sys.argv[1], sys.argv[2]
commit = subprocess.check_output(["git", "--git-dir", g, "rev-parse", "HEAD"]).decode().strip()
out = subprocess.check_output(["git", "--git-dir", g, "ls-tree", "-r", "-z", "--full-tree", "HEAD"])
entries = []
sub = 0
for rec in out.split(b"\0"):
    if not rec: continue
    meta, path = rec.split(b"\t", 1)
    mode, typ, sha = meta.split()
    if typ != b"blob": sub += 1; continue
    entries.append((mode.decode(), sha.decode(), path.decode("utf-8", "surrogateescape")))
p = subprocess.Popen(["git", "--git-dir", g, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
written = missing = 0
for mode, sha, path in entries:
    p.stdin.write((sha + "\n").encode()); p.stdin.flush()
    header = p.stdout.readline().decode().split()
    if len(header) < 3 or header[1] == "missing":
        missing += 1; continue
    size = int(header[2]); data = p.stdout.read(size); p.stdout.read(1)
    full = os.path.join(dest, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    if mode == "120000":
        try: os.symlink(data.decode("utf-8", "surrogateescape"), full)
        except FileExistsError: pass
    else:
        with open(full, "wb") as f: f.write(data)
        if mode == "100755": os.chmod(full, 0o755)
    written += 1
p.stdin.close(); p.wait()
print(commit, written, missing, sub)
