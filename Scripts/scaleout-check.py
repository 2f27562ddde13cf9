#!/usr/bin/env python3
"""Scripts/scaleout-check.py STARBADGE — do the scale-out examples reproduce the unsharded run?

Reads Examples/kubernetes/{shards-job,merge-job}.yaml and Examples/github-actions/starbadge.yml
and runs their commands here, as the engines would:

- Kubernetes: the Indexed Job's command once per completion index, with the container's env,
  JOB_COMPLETION_INDEX, its workingDir and its volumes (each mountPath is a local folder, the
  ConfigMap's folder holding ratings.csv); then the merge Job's command on the same volume.
- GitHub Actions: each matrix job in its own fresh workspace with the job's env (the
  `${{ matrix.shard }}` and `${{ strategy.job-total }}` it would get), its `run` steps in bash as
  the runner runs them, and its artifact uploaded; then the merge job in a new workspace with the
  artifacts downloaded as download-artifact places them. Steps named "Install starbadge" are
  replaced by STARBADGE on PATH.

The reference is the file's own `starbadge batch` command without `--shard`, run once. The merged
public/ must equal the reference's byte for byte, file by file; every shard must have rendered
fewer entries than the whole. Exits 1 naming every difference.
"""
import filecmp
import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "Examples")
failures = []


def ratings_csv():
    """Input with nested names, labels in two scripts, several styles and scales of stars."""
    rows = ["name,rating,label,stars,style"]
    styles = ["", "flat", "", "for-the-badge", ""]
    for i in range(48):
        name = f"hotels/hotel-{i}" if i % 3 == 0 else f"place-{i}"
        label = ["", "Guests: {rating}", "تقييم {rating}", "", "Café {rating}"][i % 5]
        stars = "10" if i % 7 == 0 else ""
        rows.append(f"{name},{(i * 37 % 51) / 10},{label},{stars},{styles[i % 5]}")
    return "\n".join(rows) + "\n"


def run(command, cwd, env, what):
    print(f"  {what}")
    result = subprocess.run(command, cwd=cwd, env={**os.environ, **env}, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"FAIL {what}: exit {result.returncode}\n{result.stdout}{result.stderr}")


def without_shard(script):
    """The script's `starbadge batch` command (with its continuation lines), minus --shard."""
    match = re.search(r"starbadge batch (?:[^\n]*\\\n)*[^\n]*", script)
    if match is None:
        sys.exit("FAIL no `starbadge batch` command in\n" + script)
    command = match.group(0)
    if not re.search(r"--shard \S+", command):
        failures.append(f"the batch command has no --shard: {command}")
    return re.sub(r" --shard \S+", "", command)


def compare_trees(what, got, want):
    names = lambda top: sorted(os.path.relpath(os.path.join(d, f), top) for d, _, fs in os.walk(top) for f in fs)
    got_names, want_names = names(got), names(want)
    if got_names != want_names:
        failures.append(f"{what}: files differ: only merged {sorted(set(got_names) - set(want_names))}, "
                        f"only unsharded {sorted(set(want_names) - set(got_names))}")
    same = [n for n in want_names if n in got_names and filecmp.cmp(os.path.join(got, n), os.path.join(want, n), shallow=False)]
    for name in sorted(set(want_names) & set(got_names) - set(same)):
        failures.append(f"{what}: {name} differs from the unsharded run's")
    print(f"{what}: {len(same)} of {len(want_names)} files equal to the unsharded run's byte for byte")


def check_shards_split(what, manifests, total):
    counts = [len(json.load(open(m))["entries"]) for m in manifests]
    if sum(counts) != total or any(c == 0 or c == total for c in counts):
        failures.append(f"{what}: shards rendered {counts} entries of {total}")
    print(f"{what}: shards rendered {counts} of {total} entries")


def mapped(text, mounts):
    for mount, local in sorted(mounts.items(), key=lambda m: -len(m[0])):
        text = re.sub(re.escape(mount) + r"(?=/|\b|$)", local, text)
    return text


def container_run(container, mounts, extra_env):
    env = {e["name"]: mapped(str(e["value"]), mounts) for e in container.get("env", [])}
    env.update(extra_env)
    command = [mapped(part, mounts) for part in container["command"] + container.get("args", [])]
    return command, mapped(container["workingDir"], mounts), env


def kubernetes(work, ratings):
    print("Kubernetes: Examples/kubernetes")
    shards = yaml.safe_load(open(os.path.join(EXAMPLES, "kubernetes", "shards-job.yaml")))
    merge = yaml.safe_load(open(os.path.join(EXAMPLES, "kubernetes", "merge-job.yaml")))
    spec = shards["spec"]
    if spec.get("completionMode") != "Indexed":
        failures.append("shards-job.yaml: not an Indexed Job")
    pod = spec["template"]["spec"]
    container = pod["containers"][0]
    env = {e["name"]: str(e["value"]) for e in container["env"]}
    merge_container = merge["spec"]["template"]["spec"]["containers"][0]
    merge_env = {e["name"]: str(e["value"]) for e in merge_container["env"]}
    if not (spec["completions"] == int(env["SHARDS"]) == int(merge_env["SHARDS"])):
        failures.append(f"kubernetes: completions {spec['completions']}, SHARDS {env['SHARDS']} and {merge_env['SHARDS']} differ")

    volumes = {v["name"]: os.path.join(work, "volumes", v["name"]) for v in pod["volumes"]}
    for local in volumes.values():
        os.makedirs(local)
    config = next(v for v in pod["volumes"] if "configMap" in v)
    shutil.copy(ratings, os.path.join(volumes[config["name"]], "ratings.csv"))
    mounts = {m["mountPath"]: volumes[m["name"]] for m in container["volumeMounts"]}
    for index in range(spec["completions"]):
        command, cwd, run_env = container_run(container, mounts, {"JOB_COMPLETION_INDEX": str(index)})
        run(command, cwd, run_env, f"shards-job.yaml, JOB_COMPLETION_INDEX={index}")
    merge_mounts = {m["mountPath"]: volumes[m["name"]] for m in merge_container["volumeMounts"]}
    command, cwd, run_env = container_run(merge_container, merge_mounts, {})
    run(command, cwd, run_env, "merge-job.yaml")

    reference = os.path.join(work, "unsharded")
    os.makedirs(reference)
    batch = without_shard(container["command"][-1])
    command, _, run_env = container_run({**container, "command": ["sh", "-c", "set -eu\n" + batch]}, mounts, {})
    run(command, reference, run_env, "the same batch without --shard")
    shard_dir = volumes[container["volumeMounts"][0]["name"]]
    check_shards_split("kubernetes", [os.path.join(shard_dir, f"shard-{k}", "public", "badges.json")
                                      for k in range(1, spec["completions"] + 1)],
                       len(json.load(open(os.path.join(reference, "public", "badges.json")))["entries"]))
    compare_trees("kubernetes: merged public/", os.path.join(cwd, "public"), os.path.join(reference, "public"))


def expand(text, values):
    """`${{ name }}` expressions, as the runner fills them in; any other is a failure."""
    def one(match):
        name = match.group(1)
        if name not in values:
            failures.append(f"github-actions: no value for ${{{{ {name} }}}} here")
            return match.group(0)
        return str(values[name])
    return re.sub(r"\$\{\{\s*([\w.-]+)\s*\}\}", one, str(text))


def actions_job(job, workspace, values, artifacts, checkout):
    """Runs one job's steps in `workspace`; returns the env it ran with."""
    os.makedirs(workspace)
    env = {k: expand(v, values) for k, v in job.get("env", {}).items()}
    for step in job["steps"]:
        uses = step.get("uses", "")
        inputs = {k: expand(v, values) for k, v in step.get("with", {}).items()}
        if uses.startswith("actions/checkout@"):
            shutil.copytree(checkout, workspace, dirs_exist_ok=True)
        elif uses.startswith("actions/upload-artifact@"):
            shutil.copytree(os.path.join(workspace, inputs["path"]), os.path.join(artifacts, inputs["name"]))
        elif uses.startswith("actions/download-artifact@"):
            for name in sorted(os.listdir(artifacts)):
                if fnmatch.fnmatch(name, inputs["pattern"]):
                    shutil.copytree(os.path.join(artifacts, name), os.path.join(workspace, inputs.get("path", "."), name))
        elif step.get("name") == "Install starbadge":
            continue
        elif "run" in step:
            script = expand(step["run"], values)
            run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script], workspace, env,
                f"{step.get('name', 'run')} ({', '.join(f'{k}={v}' for k, v in env.items())})")
        else:
            failures.append(f"github-actions: a step this check cannot run: {step}")
    return env


def github_actions(work, ratings):
    print("GitHub Actions: Examples/github-actions/starbadge.yml")
    workflow = yaml.safe_load(open(os.path.join(EXAMPLES, "github-actions", "starbadge.yml")))
    shard_job, merge_job = workflow["jobs"]["shard"], workflow["jobs"]["merge"]
    matrix = shard_job["strategy"]["matrix"]["shard"]
    if merge_job.get("needs") != "shard" or int(merge_job["env"]["SHARDS"]) != len(matrix):
        failures.append("github-actions: the merge job does not wait for the shards or has another SHARDS")
    checkout = os.path.join(work, "repository")
    os.makedirs(os.path.join(checkout, "data"))
    shutil.copy(ratings, os.path.join(checkout, "data", "ratings.csv"))
    artifacts = os.path.join(work, "artifacts")
    os.makedirs(artifacts)
    for shard in matrix:
        values = {"matrix.shard": shard, "strategy.job-total": len(matrix)}
        actions_job(shard_job, os.path.join(work, f"shard-job-{shard}"), values, artifacts, checkout)
    merged = os.path.join(work, "merge-job")
    actions_job(merge_job, merged, {}, artifacts, checkout)

    render = next(s["run"] for s in shard_job["steps"] if s.get("name") == "Render shard")
    reference = os.path.join(work, "unsharded")
    shutil.copytree(checkout, reference)
    os.makedirs(os.path.join(reference, "run"))
    run(["bash", "-eo", "pipefail", "-c", without_shard(render)], os.path.join(reference, "run"), {},
        "the same batch without --shard")
    check_shards_split("github-actions", [os.path.join(artifacts, f"shard-{k}", "public", "badges.json") for k in matrix],
                       len(json.load(open(os.path.join(reference, "run", "public", "badges.json")))["entries"]))
    compare_trees("github-actions: merged public/", os.path.join(merged, "public"),
                  os.path.join(reference, "run", "public"))


def main():
    starbadge = os.path.abspath(sys.argv[1])
    work = tempfile.mkdtemp(prefix="starbadge-scaleout-check.")
    os.makedirs(os.path.join(work, "bin"))
    os.symlink(starbadge, os.path.join(work, "bin", "starbadge"))
    os.environ["PATH"] = os.path.join(work, "bin") + os.pathsep + os.environ["PATH"]
    ratings = os.path.join(work, "ratings.csv")
    with open(ratings, "w") as f:
        f.write(ratings_csv())
    kubernetes(os.path.join(work, "kubernetes"), ratings)
    github_actions(os.path.join(work, "github-actions"), ratings)
    if failures:
        print("\n".join("FAIL " + f for f in failures))
        sys.exit(1)
    shutil.rmtree(work)
    print("scaleout-check: the Indexed Job and the matrix reproduce the unsharded run byte for byte")


main()
