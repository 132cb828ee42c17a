# Sourced by scripts/test.sh and .ci/run: `stage NAME` starts a stage (and ends the one before),
# printing its heading; each stage's time is printed when it ends, with how many of the machine's
# cores it kept busy on average (from /proc/stat, where there is one: the idle ones are where a run
# can still gain), and all of them at the exit, whether the run passed or not.
stage_names=()
stage_times=()
stage_busy=()
stage_current=''
stage_started=0
stage_cpu_start=''
# The machine's busy and total CPU time so far, in clock ticks of all its cores.
stage_cpu() {
  [ -r /proc/stat ] || return 0
  local _ user nice system idle iowait rest
  read -r _ user nice system idle iowait rest < /proc/stat
  local total=$((user + nice + system + idle + iowait))
  for n in $rest; do total=$((total + n)); done
  echo "$((total - idle - iowait)) $total"
}
stage_end() {
  [ -n "$stage_current" ] || return 0
  local took=$(($(date +%s) - stage_started))
  local busy=''
  if [ -n "$stage_cpu_start" ]; then
    local now
    read -r -a now <<< "$(stage_cpu)"
    read -r -a was <<< "$stage_cpu_start"
    local total=$((now[1] - was[1]))
    [ "$total" -gt 0 ] && busy=$(awk -v b=$((now[0] - was[0])) -v t="$total" -v c="$(nproc)" 'BEGIN { printf " (%.1f of %d cores busy)", b / t * c, c }')
  fi
  stage_names+=("$stage_current")
  stage_times+=("$took")
  stage_busy+=("$busy")
  printf -- '-- %s: %ss%s\n' "$stage_current" "$took" "$busy"
  stage_current=''
}
stage() {
  stage_end
  stage_current="$1"
  stage_started=$(date +%s)
  stage_cpu_start="$(stage_cpu)"
  printf '\n== %s\n' "$1"
}
stage_summary() {
  local status=$?
  stage_end
  if [ "${#stage_names[@]}" -gt 0 ]; then
    printf '\n%s stage times (s):\n' "${stage_title:-Run}"
    for i in "${!stage_names[@]}"; do printf '%6s  %s%s\n' "${stage_times[$i]}" "${stage_names[$i]}" "${stage_busy[$i]}"; done
  fi
  return $status
}
trap stage_summary EXIT
