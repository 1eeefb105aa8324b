#!/bin/sh
# One-time extraction of the Cayman Islands shoreline from GSHHG at full resolution.
# Needs Debian's GMT and the full GSHHG data: apt-get install gmt gmt-gshhg-full
# Both outputs are committed, so `npm run tiles` needs only npm afterwards.
set -eu
cd "$(dirname "$0")"
gmt coast -R-81.45/-79.7/19.23/19.78 -Df -M -W > sources/gshhg-cayman.txt
node --import tsx coastlineFromGmt.ts sources/gshhg-cayman.txt sources/coastline.geojson
