#!/usr/bin/env bash
# Makes the Start Here sample shipped in assets/catalog (what a new install's dashboard video shows):
# an 8-second 640×360 VP9 WebM (~52 KB), a poster frame, and its English WebVTT captions are written by hand.
# Needs ffmpeg (Debian: apt-get install ffmpeg) and the DejaVu fonts.
set -euo pipefail
cd "$(dirname "$0")/../assets/catalog"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=640x360:d=8:r=24:c0=0x1f3f7a:c1=0x2e6fb8:c2=0x5aa0d8:nb_colors=3:speed=0.015" \
  -vf "drawtext=fontfile=$font:text='Start Here':fontcolor=white:fontsize=54:x=(w-text_w)/2:y=(h-text_h)/2-30:alpha='min(1,t/1.5)',drawtext=fontfile=$font:text='Your survey, your guides, your connections':fontcolor=white@0.9:fontsize=22:x=(w-text_w)/2:y=(h/2)+30:alpha='if(lt(t,2),0,min(1,(t-2)/1.5))'" \
  -c:v libvpx-vp9 -b:v 0 -crf 45 -deadline good -cpu-used 4 -row-mt 1 -an start_here.webm
ffmpeg -hide_banner -loglevel error -y -ss 5 -i start_here.webm -frames:v 1 -q:v 4 start_here_poster.jpg
ls -l start_here.webm start_here_poster.jpg start_here.en.vtt
