// Preloaded (NODE_OPTIONS=--require) into a process under benchmark: records a CPU
// profile from start to exit and writes it to $BENCH_CPU_PROF_DIR as
// <pid>.cpuprofile (Chrome DevTools format). Node 20 refuses --cpu-prof in NODE_OPTIONS,
// hence the inspector. The in-thread inspector session answers synchronously, so the
// profile can be taken in an 'exit' listener.
const { Session } = require('node:inspector')
const { writeFileSync } = require('node:fs')
const { join } = require('node:path')

const dir = process.env.BENCH_CPU_PROF_DIR
if (dir) {
  const session = new Session()
  session.connect()
  session.post('Profiler.enable')
  session.post('Profiler.setSamplingInterval', { interval: 200 })
  session.post('Profiler.start')
  process.once('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return
      const name = `${process.pid}-${process.argv.slice(1).join(' ').replace(/\W+/g, '_').slice(-60)}`
      writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(result.profile))
    })
  })
}
