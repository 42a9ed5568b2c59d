#!/usr/bin/env bash
# Starts one Kafka node in KRaft mode (broker + controller in one JVM) on 127.0.0.1:${KAFKA_PORT:-9092}
# (controller on the next port), waits until it accepts connections,
# and writes its pid to ${LABLEDGER_INFRA_DIR:-<repo>/.infra}/kafka/kafka.pid. Log: .../kafka/run/kafka.log.
# Topics and offsets are kept across a stop and a start (.../kafka/run/data); LABLEDGER_INFRA_RESET=1
# starts over empty, freshly formatted storage.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
infra="${LABLEDGER_INFRA_DIR:-$repo/.infra}/kafka"
port="${KAFKA_PORT:-9092}"
controller_port="${KAFKA_CONTROLLER_PORT:-$((port + 1))}"
run="$infra/run" pidfile="$infra/kafka.pid"
compgen -G "$infra/libs/.pom-*" >/dev/null || { echo "kafka: no jars; run $here/install.sh first" >&2; exit 1; }
if [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
  echo "kafka: already running (pid $(cat "$pidfile")); stop it with $here/stop.sh" >&2; exit 1
fi
for p in "$port" "$controller_port"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "kafka: port $p is already in use" >&2; exit 1; fi
done

fresh=0
if [ "${LABLEDGER_INFRA_RESET:-0}" = 1 ] || [ ! -f "$run/data/meta.properties" ]; then
  rm -rf "$run" && mkdir -p "$run/data" && fresh=1
fi
cat > "$run/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$controller_port
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$controller_port
advertised.listeners=PLAINTEXT://127.0.0.1:$port
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
log.dirs=$run/data
num.partitions=1
auto.create.topics.enable=true
offsets.topic.replication.factor=1
offsets.topic.num.partitions=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
PROPS
# No log4j2 config file: its default console config, at INFO (the broker) or WARN (formatting).
read -ra heap <<< "${KAFKA_HEAP_OPTS:--Xmx512m -Xms128m}"
java_opts=("${heap[@]}" -Djava.awt.headless=true -cp "$infra/libs/*")
if [ "$fresh" = 1 ]; then
  # A random cluster id: 16 random bytes in base64url without padding, as Kafka's Uuid prints it
  # ("--cluster-id=..." because it may start with "-").
  cluster_id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | cut -c1-22)"
  if ! java "${java_opts[@]}" -Dlog4j2.level=WARN kafka.tools.StorageTool format --cluster-id="$cluster_id" \
      --config "$run/server.properties" > "$run/format.log" 2>&1; then
    echo "kafka: formatting the storage failed:" >&2; tail -n 50 "$run/format.log" >&2; exit 1
  fi
else
  cluster_id="$(sed -n 's/^cluster.id=//p' "$run/data/meta.properties")"
fi
nohup java "${java_opts[@]}" -Dlog4j2.level=INFO kafka.Kafka "$run/server.properties" > "$run/kafka.log" 2>&1 &
pid=$!
echo "$pid" > "$pidfile"
for _ in $(seq 1 450); do # 90 s
  if grep -q "Kafka Server started" "$run/kafka.log" && (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "kafka: broker at 127.0.0.1:$port (pid $pid, cluster $cluster_id, log $run/kafka.log)"
    exit 0
  fi
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.2
done
echo "kafka: the broker did not start (waited up to 90 s); last lines of $run/kafka.log:" >&2
tail -n 50 "$run/kafka.log" >&2
kill "$pid" 2>/dev/null || true
rm -f "$pidfile"
exit 1
