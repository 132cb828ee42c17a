# Sourced by scripts/test.sh and .ci/run: `stage NAME` starts a stage (and ends the one before),
# printing its heading; each stage's time is printed when it ends, and all of them at the exit,
# whether the run passed or not.
stage_names=()
stage_times=()
stage_current=''
stage_started=0
stage_end() {
  [ -n "$stage_current" ] || return 0
  local took=$(($(date +%s) - stage_started))
  stage_names+=("$stage_current")
  stage_times+=("$took")
  printf -- '-- %s: %ss\n' "$stage_current" "$took"
  stage_current=''
}
stage() {
  stage_end
  stage_current="$1"
  stage_started=$(date +%s)
  printf '\n== %s\n' "$1"
}
stage_summary() {
  local status=$?
  stage_end
  if [ "${#stage_names[@]}" -gt 0 ]; then
    printf '\n%s stage times (s):\n' "${stage_title:-Run}"
    for i in "${!stage_names[@]}"; do printf '%6s  %s\n' "${stage_times[$i]}" "${stage_names[$i]}"; done
  fi
  return $status
}
trap stage_summary EXIT
