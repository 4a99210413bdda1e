# shellcheck shell=bash
# What the sinfo and squeue stand-ins share: Slurm's answer to an option it does not have, and its
# --format parsing (Slurm 25.11, src/sinfo/opts.c and src/squeue/opts.c: "%" fields with an
# optional "." and width, "%%" a percent sign). The stand-in sets TOOL before sourcing this.

not_modelled() {
  echo "$TOOL stand-in: $1 is not modelled here (see its header)" >&2
  exit 2
}

# getopt_long's message, then the tool's own line, exit 1 (opts.c, case '?')
invalid_option() {
  echo "$TOOL: invalid option -- '$1'" >&2
  echo "Try \"$TOOL --help\" for more information" >&2
  exit 1
}

# parse_options NO_ARG WITH_ARG NODE ARGS...: the command line both tools read alike (opts.c,
# getopt_long): -h/--noheader sets header=0, -o/--format FORMAT (or --format=FORMAT, -oFORMAT) sets
# format, -N/--Node sets per_node=1 when NODE is 1 (sinfo; squeue has no -N). The tool's other
# options (the letters in NO_ARG alone, those in WITH_ARG with or without their argument joined,
# every long option) are not modelled; a letter it does not have is its invalid option. Flags
# without an argument combine as getopt(3) combines them (-hN, -ho FORMAT).
# shellcheck disable=SC2034 # header, format and per_node are the calling stand-in's
parse_options() {
  local no_arg=$1 with_arg=$2 node=$3 letter
  shift 3
  while (($#)); do
    case $1 in
      -h | --noheader) header=0 ;;
      -o | --format)
        (($# > 1)) || invalid_option o
        format=$2
        shift
        ;;
      --format=*) format=${1#--format=} ;;
      -o?*) format=${1#-o} ;;
      -N | --Node)
        if ((node == 1)); then
          per_node=1
        elif [[ $1 == -N ]]; then
          invalid_option N
        else
          not_modelled "option $1"
        fi
        ;;
      --*) not_modelled "option $1" ;;
      -?*)
        letter=${1:1:1}
        if [[ ${#1} -gt 2 && "hN$no_arg" == *"$letter"* ]]; then
          # flags without an argument combine (getopt(3)): -hN is -h -N
          set -- "-$letter" "-${1:2}" "${@:2}"
          continue
        fi
        if [[ ${#1} == 2 && $no_arg == *"$letter"* ]] || [[ $with_arg == *"$letter"* ]]; then
          not_modelled "option $1"
        fi
        invalid_option "$letter"
        ;;
      *) not_modelled "argument $1" ;;
    esac
    shift
  done
}

# parse_format FORMAT MODELLED NO_FIELD MESSAGE: sets FIELDS to "lit:TEXT" and "field:LETTER" items.
# A letter in MODELLED is a field; one in NO_FIELD (a letter the real tool has no field for) is
# reported with MESSAGE and printed as written, as the real tool does; any other is not modelled.
parse_format() {
  local rest=$1 modelled=$2 no_field=$3 message=$4 letter
  FIELDS=()
  while [[ $rest == *%* ]]; do
    FIELDS+=("lit:${rest%%\%*}")
    rest=${rest#*%}
    if [[ $rest == %* ]]; then
      FIELDS+=("lit:%")
      rest=${rest#%}
      continue
    fi
    [[ $rest =~ ^[.]?[0-9]*([A-Za-z]) ]] || not_modelled "format $1"
    letter=${BASH_REMATCH[1]}
    rest=${rest:${#BASH_REMATCH[0]}}
    if [[ $modelled == *"$letter"* ]]; then
      FIELDS+=("field:$letter")
    elif [[ $no_field == *"$letter"* ]]; then
      echo "$message: $letter" >&2
      FIELDS+=("lit:%$letter")
    else
      not_modelled "format field %$letter"
    fi
  done
  FIELDS+=("lit:$rest")
}

# print_line: one output line, each field's value from VALUES (an associative array, by letter)
print_line() {
  local f out=""
  for f in "${FIELDS[@]}"; do
    case $f in
      lit:*) out+=${f#lit:} ;;
      field:*) out+=${VALUES["${f#field:}"]} ;;
    esac
  done
  printf '%s\n' "$out"
}
