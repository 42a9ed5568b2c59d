#!/usr/bin/env bash
# Starts a single-node Kafka broker in KRaft mode on 127.0.0.1:${KAFKA_PORT:-9092}, with fresh
# storage, and waits until it has started. Writes its pid to .infra/kafka/kafka.pid.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
infra="$(mkdir -p "${LABLEDGER_INFRA_DIR:-$here/../../.infra}/kafka" && cd "${LABLEDGER_INFRA_DIR:-$here/../../.infra}/kafka" && pwd)"
port="${KAFKA_PORT:-9092}"
controller_port=$((port + 1))
run="$infra/run"
rm -rf "$run" && mkdir -p "$run/data"
cat > "$run/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$controller_port
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$controller_port
advertised.listeners=PLAINTEXT://127.0.0.1:$port
controller.listener.names=CONTROLLER
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
inter.broker.listener.name=PLAINTEXT
log.dirs=$run/data
num.partitions=1
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=true
PROPS
cat > "$run/log4j.properties" <<'PROPS'
log4j.rootLogger=INFO, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
PROPS
java_opts=(-Xmx512m -cp "$infra/libs/*" "-Dlog4j.configuration=file:$run/log4j.properties")
cluster_id="$(java "${java_opts[@]}" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -n 1)"
java "${java_opts[@]}" kafka.tools.StorageTool format -t "$cluster_id" -c "$run/server.properties" > "$run/format.log" 2>&1
nohup java "${java_opts[@]}" kafka.Kafka "$run/server.properties" > "$run/kafka.log" 2>&1 &
echo $! > "$infra/kafka.pid"
for _ in $(seq 1 90); do
  if grep -q "Kafka Server started" "$run/kafka.log"; then
    echo "kafka: broker at 127.0.0.1:$port (pid $(cat "$infra/kafka.pid"))"
    exit 0
  fi
  if ! kill -0 "$(cat "$infra/kafka.pid")" 2>/dev/null; then break; fi
  sleep 1
done
echo "kafka: the broker did not start; last lines of $run/kafka.log:" >&2
tail -n 50 "$run/kafka.log" >&2
exit 1
